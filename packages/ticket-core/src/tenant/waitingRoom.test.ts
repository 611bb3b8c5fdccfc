import { describe, expect, it } from 'vitest';
import { waitingRoomActive, waitingRoomConfigSchema, waitingRoomGates } from './waitingRoom.ts';

const room = {
  opensAt: '2027-01-06T10:00:00+09:00',
  closesAt: '2027-01-06T12:00:00+09:00',
  admitPerMinute: 600,
};

const problems = (input: unknown) =>
  waitingRoomConfigSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('waitingRoomConfigSchema', () => {
  it('fills in a 15-minute pass and gates every product when none is named', () => {
    const parsed = waitingRoomConfigSchema.parse(room);
    expect(parsed).toEqual({ ...room, passMinutes: 15 });
    expect(waitingRoomGates(parsed, 1)).toBe(true);
  });

  it('gates only the named products', () => {
    const parsed = waitingRoomConfigSchema.parse({ ...room, productIds: [17], passMinutes: 5 });
    expect(waitingRoomGates(parsed, 17)).toBe(true);
    expect(waitingRoomGates(parsed, 16)).toBe(false);
  });

  it('refuses instants without offset, a closing before the opening, a zero rate and doubled products', () => {
    expect(problems({ ...room, opensAt: '2027-01-06T10:00:00' })).toEqual([
      expect.stringMatching(/^opensAt/),
    ]);
    expect(problems({ ...room, closesAt: room.opensAt })).toEqual(['closesAt: must be after opensAt']);
    expect(problems({ ...room, admitPerMinute: 0 })).toEqual([expect.stringMatching(/^admitPerMinute/)]);
    expect(problems({ ...room, admitPerMinute: 1.5 })).toEqual([expect.stringMatching(/^admitPerMinute/)]);
    expect(problems({ ...room, productIds: [3, 3] })).toEqual(['productIds: entries must be unique']);
    expect(problems({ ...room, productIds: [] })).toEqual([expect.stringMatching(/^productIds/)]);
  });
});

describe('waitingRoomActive', () => {
  const parsed = waitingRoomConfigSchema.parse(room);
  const at = (instant: string) => Date.parse(instant);

  it('is active before the opening and until the closing, not after it nor without a room', () => {
    expect(waitingRoomActive(parsed, at('2027-01-06T09:00:00+09:00'))).toBe(true);
    expect(waitingRoomActive(parsed, at('2027-01-06T11:59:59+09:00'))).toBe(true);
    expect(waitingRoomActive(parsed, at('2027-01-06T12:00:00+09:00'))).toBe(false);
    expect(waitingRoomActive(null, at('2027-01-06T11:00:00+09:00'))).toBe(false);
  });
});
