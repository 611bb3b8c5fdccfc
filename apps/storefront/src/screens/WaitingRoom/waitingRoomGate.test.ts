import { ApiError } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { asksWaitingRoom, isPassRequired } from './waitingRoomGate.ts';

// Unit tests build against the demo site, whose room gates its night admission only and closes at
// 2027-01-06 12:00 in Tokyo (tenants/demo/tenant.ts).
const closes = Date.parse('2027-01-06T12:00:00+09:00');
const night = '6f1c2a9e-3b7d-4c5e-9a8b-1d2e3f4a5b6c';

describe('the order screen asks about the waiting room', () => {
  it('once a product is chosen, on a site whose room gates some products, until the room closes', () => {
    expect(asksWaitingRoom(closes - 60_000, null)).toBe(false);
    expect(asksWaitingRoom(closes - 60_000, night)).toBe(true);
    expect(asksWaitingRoom(closes, night)).toBe(false);
  });
});

describe('an order refused for want of a pass', () => {
  it('is told apart from other refusals by the catalogue message', () => {
    const refused = (status: number, message: string) =>
      new ApiError({ kind: 'http', endpoint: 'createOrder', silent: false, status, message });
    expect(isPassRequired(refused(403, 'waiting_room_pass_required'))).toBe(true);
    expect(isPassRequired(refused(409, 'out of stock'))).toBe(false);
    expect(isPassRequired(new Error('waiting_room_pass_required'))).toBe(false);
  });
});
