import { errorMessages } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import entryTexts from '../i18n/messages/entry/en.ts';
import { errorTitleKey } from './errorTitles.ts';

describe('error dialog titles', () => {
  it("say what happened for each message of the catalogue, in the first screen's texts", () => {
    expect(errorTitleKey('session_timeout')).toBe('errors.title.timeout');
    expect(errorTitleKey('out of stock')).toBe('errors.title.stock');
    for (const message of Object.values(errorMessages)) {
      const key = errorTitleKey(message);
      expect(key, message).not.toBe('error.title');
      expect(entryTexts[key as keyof typeof entryTexts], key).toBeTruthy();
    }
  });

  it('tell a visitor sent back to the waiting room to wait, not that a limit was reached', () => {
    expect(errorTitleKey(errorMessages.waitingRoomPassRequired)).toBe('errors.title.waitingRoom');
    expect(entryTexts['errors.title.waitingRoom']).toBe('Please wait your turn');
    expect(errorTitleKey(errorMessages.tooManyWaitingRoomJoins)).toBe('errors.title.limit');
  });

  it('keep the general title for a message the catalogue does not know', () => {
    expect(errorTitleKey('the server is on fire')).toBe('error.title');
  });
});
