import { waitingRoomConfigSchema } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { admissionMs, admittedPlaces, pollAfterSeconds } from './admission.ts';

const room = waitingRoomConfigSchema.parse({
  opensAt: '2027-01-06T10:00:00+09:00',
  closesAt: '2027-01-06T12:00:00+09:00',
  admitPerMinute: 600,
});
const opening = Date.parse(room.opensAt);

describe('the admission rule', () => {
  it('admits nobody before the opening, then admitPerMinute places a minute', () => {
    expect(admittedPlaces(room, opening - 1000)).toBe(0);
    expect(admittedPlaces(room, opening)).toBe(0);
    expect(admittedPlaces(room, opening + 99)).toBe(0);
    expect(admittedPlaces(room, opening + 100)).toBe(1);
    expect(admittedPlaces(room, opening + 60_000)).toBe(600);
    expect(admittedPlaces(room, opening + 90_050)).toBe(900);
  });

  it('admits a place at the first instant the count reaches it, or at its arrival when that is later', () => {
    for (const position of [1, 7, 600, 1001]) {
      const at = admissionMs(room, position, opening - 5000);
      expect(admittedPlaces(room, at)).toBeGreaterThanOrEqual(position);
      expect(admittedPlaces(room, at - 1)).toBeLessThan(position);
    }
    expect(admissionMs(room, 3, opening + 60_000)).toBe(opening + 60_000);
  });

  it('asks a near place again at its admission, and a far-back one after half its wait, at most every 2 minutes', () => {
    expect(pollAfterSeconds(0, 1)).toBe(1);
    expect(pollAfterSeconds(2_100, 1)).toBe(3);
    expect(pollAfterSeconds(20_000, 1)).toBe(20);
    expect(pollAfterSeconds(30_000, 1)).toBe(30);
    expect(pollAfterSeconds(30_001, 1)).toBe(15);
    expect(pollAfterSeconds(76_000, 1)).toBe(38);
    // A wait of 100 s asks again after 50 s, after 25 s and at its admission.
    const asks = [];
    for (let left = 100_000; left > 0; ) {
      const after = pollAfterSeconds(left, 1);
      asks.push(after);
      left -= after * 1000;
    }
    expect(asks).toEqual([50, 25, 25]);
    // Long waits spread over 90 to 120 s by arrival number.
    const longWaits = Array.from({ length: 31 }, (_, seq) => pollAfterSeconds(30 * 60_000, seq));
    expect(longWaits).toEqual(Array.from({ length: 31 }, (_, seq) => 120 - seq));
    expect(pollAfterSeconds(180_000, 3)).toBe(117);
  });
});
