import { describe, expect, it } from 'vitest';
import { type GateState, type GateTicket, gateReducer, initialGateState } from './gateFlow.ts';

const ticket: GateTicket = {
  id: 7,
  kind: 'gate',
  num: '482913570264-1',
  name: 'Adult',
  productName: 'Admission ticket',
  startAt: '2026-11-24T10:00:00+09:00',
  endAt: '2026-11-24T10:30:00+09:00',
  status: 'available',
};
const tap: GateState = { phase: 'tap', ticket };

describe('gateReducer (spec section 4: scan flow)', () => {
  it('starts in init and moves to tap when the QR code names a ticket', () => {
    expect(initialGateState).toEqual({ phase: 'init' });
    expect(gateReducer(initialGateState, { type: 'read_qr', ticket })).toEqual(tap);
  });

  it('goes to error when the QR code names no ticket', () => {
    expect(gateReducer(initialGateState, { type: 'read_qr', ticket: null })).toEqual({
      phase: 'error',
      ticket: null,
      refusal: { reason: 'not_found' },
    });
  });

  it('ends in success when the check-in succeeds, and the ticket is then used', () => {
    const next = gateReducer(tap, { type: 'tap_ticket', outcome: { status: 'success' } });
    expect(next).toEqual({ phase: 'success', ticket: { ...ticket, status: 'used' } });
  });

  it.each(['invalid_time', 'invalid'] as const)('ends in error when the server answers %s', (status) => {
    expect(gateReducer(tap, { type: 'tap_ticket', outcome: { status } })).toEqual({
      phase: 'error',
      ticket,
      refusal: { reason: status },
    });
  });

  it("keeps the server's refusal message", () => {
    const next = gateReducer(tap, { type: 'tap_ticket', outcome: { refused: 'ticket already used' } });
    expect(next).toEqual({
      phase: 'error',
      ticket,
      refusal: { reason: 'refused', message: 'ticket already used' },
    });
  });

  it('ignores a tap outside the tap state', () => {
    const success = gateReducer(tap, { type: 'tap_ticket', outcome: { status: 'success' } });
    for (const state of [initialGateState, success]) {
      expect(gateReducer(state, { type: 'tap_ticket', outcome: { status: 'success' } })).toBe(state);
    }
  });

  it('starts over on a new read from any state', () => {
    const error = gateReducer(tap, { type: 'tap_ticket', outcome: { status: 'invalid' } });
    const other = { ...ticket, id: 8 };
    expect(gateReducer(error, { type: 'read_qr', ticket: other })).toEqual({ phase: 'tap', ticket: other });
  });
});
