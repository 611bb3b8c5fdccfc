import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.ts';
import { waitingRoomAnswerSchema } from './waitingRoom.ts';

const waiting = {
  active: true,
  opens_at: '2027-01-06T10:00:00+09:00',
  product_ids: [17],
  product_uuids: ['6f1c2a9e-3b7d-4c5e-9a8b-1d2e3f4a5b6c'],
  state: 'waiting',
  position: 120,
  ahead: 20,
  estimated_wait_seconds: 2,
  pass_expires_at: null,
  poll_after_seconds: 2,
  arrived_at: '2027-01-06T01:00:04.217Z',
} as const;

describe('waiting room calls', () => {
  it('reads and joins at /waiting-room under the API root, both designed and without a body', () => {
    expect(endpoints.getWaitingRoom).toMatchObject({ method: 'GET', path: '/waiting-room', designed: true });
    expect(endpoints.joinWaitingRoom).toMatchObject({
      method: 'POST',
      path: '/waiting-room',
      designed: true,
    });
    expect('body' in endpoints.joinWaitingRoom).toBe(false);
    expect(endpoints.joinWaitingRoom.answer).toBe(waitingRoomAnswerSchema);
  });

  it('answers a place, an admission with its pass expiry, a wait before opening and a site without room', () => {
    expect(waitingRoomAnswerSchema.parse(waiting)).toEqual(waiting);
    const admitted = { ...waiting, state: 'admitted', ahead: 0, estimated_wait_seconds: 0 };
    expect(
      waitingRoomAnswerSchema.parse({ ...admitted, pass_expires_at: '2027-01-06T01:15:00Z' }),
    ).toBeTruthy();
    const early = { ...waiting, position: null, ahead: null, estimated_wait_seconds: null };
    expect(waitingRoomAnswerSchema.safeParse(early).success).toBe(true);
    const none = {
      ...early,
      active: false,
      opens_at: null,
      product_ids: null,
      product_uuids: null,
      state: 'none',
      arrived_at: null,
    };
    expect(waitingRoomAnswerSchema.safeParse(none).success).toBe(true);
  });

  it('refuses a place of 0, a negative wait, an unknown state, a pass time without offset and a product uuid that is none', () => {
    expect(waitingRoomAnswerSchema.safeParse({ ...waiting, position: 0 }).success).toBe(false);
    expect(waitingRoomAnswerSchema.safeParse({ ...waiting, estimated_wait_seconds: -1 }).success).toBe(false);
    expect(waitingRoomAnswerSchema.safeParse({ ...waiting, state: 'queued' }).success).toBe(false);
    const local = { ...waiting, pass_expires_at: '2027-01-06T10:15:00' };
    expect(waitingRoomAnswerSchema.safeParse(local).success).toBe(false);
    expect(waitingRoomAnswerSchema.safeParse({ ...waiting, poll_after_seconds: 0 }).success).toBe(false);
    expect(waitingRoomAnswerSchema.safeParse({ ...waiting, product_uuids: ['17'] }).success).toBe(false);
  });
});
