import { describe, expect, it } from 'vitest';
import { errorKeys, errorMessages } from '../errors/errorMessages.ts';
import { consoleErrorKeys, consoleErrorMessages, consoleErrorStatuses } from './consoleErrors.ts';

describe('console errors', () => {
  it('share no key or message with the visitors’ catalogue', () => {
    const visitorMessages = new Set<string>(Object.values(errorMessages));
    for (const key of consoleErrorKeys) {
      expect(errorKeys).not.toContain(key);
      expect(visitorMessages.has(consoleErrorMessages[key]), key).toBe(false);
    }
  });

  it('answer 401 without a session, 403 for the wrong venue, role or CSRF token, 429 when locked out', () => {
    expect(consoleErrorStatuses).toMatchObject({
      signInRequired: 401,
      signInFailed: 401,
      notStaffOfVenue: 403,
      roleNotAllowed: 403,
      csrfRefused: 403,
      tooManySignInAttempts: 429,
    });
  });
});
