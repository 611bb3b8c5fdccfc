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

  it('asks a far-back place to poll seldom and a near one every second', () => {
    expect(pollAfterSeconds(0, 1)).toBe(1);
    expect(pollAfterSeconds(3_000, 1)).toBe(1);
    expect(pollAfterSeconds(20_000, 1)).toBe(5);
    expect(pollAfterSeconds(76_000, 1)).toBe(19);
    // Long waits spread over 20 to 30 s by arrival number.
    const longWaits = Array.from({ length: 11 }, (_, seq) => pollAfterSeconds(10 * 60_000, seq));
    expect(longWaits).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20]);
    expect(pollAfterSeconds(80_000, 3)).toBe(27);
  });
});
