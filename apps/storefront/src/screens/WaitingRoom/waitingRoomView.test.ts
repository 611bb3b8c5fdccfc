import { languageCodes } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import {
  formatOpening,
  gatesProduct,
  holdsPass,
  viewState,
  type WaitingRoomAnswer,
  waitInMinutes,
} from './waitingRoomView.ts';

const night = '6f1c2a9e-3b7d-4c5e-9a8b-1d2e3f4a5b6c';
const day = '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10';
const opening = Date.parse('2027-01-06T10:00:00+09:00');

const waiting: WaitingRoomAnswer = {
  active: true,
  opens_at: '2027-01-06T10:00:00+09:00',
  product_ids: [17],
  product_uuids: [night],
  state: 'waiting',
  position: 120,
  ahead: 20,
  estimated_wait_seconds: 2,
  pass_expires_at: null,
  poll_after_seconds: 2,
  arrived_at: '2027-01-06T01:00:04.217Z',
};
const admitted: WaitingRoomAnswer = {
  ...waiting,
  state: 'admitted',
  pass_expires_at: '2027-01-06T01:15:00Z',
};

describe('the waiting room as the order screen reads it', () => {
  it('gates the named products of an active room, every product when it names none, nothing when inactive', () => {
    expect(gatesProduct(waiting, night)).toBe(true);
    expect(gatesProduct(waiting, day)).toBe(false);
    expect(gatesProduct(waiting, null)).toBe(false);
    expect(gatesProduct({ ...waiting, product_ids: null, product_uuids: null }, null)).toBe(true);
    expect(gatesProduct({ ...waiting, active: false }, night)).toBe(false);
  });

  it('lets an admitted browser order until its pass expires', () => {
    const expiry = Date.parse('2027-01-06T01:15:00Z');
    expect(holdsPass(admitted, expiry - 1)).toBe(true);
    expect(holdsPass(admitted, expiry)).toBe(false);
    expect(holdsPass(waiting, opening)).toBe(false);
  });

  it('shows before the opening, in line after it, and let in while the pass is good', () => {
    expect(viewState({ ...waiting, position: null, ahead: null }, opening - 15_000)).toBe('beforeOpening');
    expect(viewState({ ...waiting, state: 'none' }, opening - 1)).toBe('beforeOpening');
    expect(viewState(waiting, opening)).toBe('waiting');
    expect(viewState(admitted, opening - 1)).toBe('admitted');
    expect(viewState(admitted, Date.parse('2027-01-06T01:15:00Z'))).toBe('waiting');
  });

  it('writes the opening in Tokyo time whatever offset it comes with', () => {
    expect(formatOpening('2027-01-06T01:00:00Z', 'en')).toBe('2027/01/06 (Wed) 10:00');
    expect(formatOpening('2027-01-06T10:00:00+09:00', 'ja')).toBe('2027/01/06 (水) 10:00');
  });

  it('words a wait in whole minutes, rounded up, and nothing under a minute', () => {
    expect(waitInMinutes(59, 'en')).toBeNull();
    expect(waitInMinutes(60, 'en')).toBe('1 minute');
    expect(waitInMinutes(61, 'en')).toBe('2 minutes');
  });

  it('writes the minutes as each language spaces a count and its unit', () => {
    const threeMinutes = Object.fromEntries(
      languageCodes.map((language) => [language, waitInMinutes(180, language)]),
    );
    expect(threeMinutes).toEqual({
      ja: '3分',
      en: '3 minutes',
      'zh-hans': '3分钟',
      'zh-hant': '3分鐘',
      kr: '3분',
      th: '3 นาที',
    });
    expect(waitInMinutes(25 * 60, 'ja')).toBe('25分');
    expect(waitInMinutes(1000 * 60, 'zh-hant')).toBe('1,000分鐘');
  });
});
