import type { ticketKinds, ticketStatuses } from '@venue/ticket-core';

/** Spec section 4: the scan flow's states and actions. */
export const gatePhases = ['init', 'tap', 'success', 'error'] as const;
export const gateActions = ['read_qr', 'tap_ticket'] as const;

export type TicketStatus = (typeof ticketStatuses)[number];

/** The ticket a gate's QR code names, as the gate shows it. */
export interface GateTicket {
  id: number;
  kind: (typeof ticketKinds)[number];
  num: string;
  name: string;
  productName: string;
  startAt: string;
  endAt: string;
  status: TicketStatus;
}

/** Why a check-in did not let the visitor in. */
export type GateRefusal =
  | { reason: 'not_found' }
  /** The server answered a status other than success (invalid_time: outside its slot). */
  | { reason: Exclude<TicketStatus, 'success'> }
  /** The server refused the check-in with a catalogue message (e.g. 'ticket already used'). */
  | { reason: 'refused'; message: string };

export type GateState =
  | { phase: 'init' }
  | { phase: 'tap'; ticket: GateTicket }
  | { phase: 'success'; ticket: GateTicket }
  | { phase: 'error'; ticket: GateTicket | null; refusal: GateRefusal };

/** What the check-in call answered: a ticket status, or the server's refusal message. */
export type CheckInOutcome = { status: TicketStatus } | { refused: string };

export type GateAction =
  /** The QR code was read and its ticket looked up (null: no such ticket for this code). */
  | { type: 'read_qr'; ticket: GateTicket | null }
  /** The staff tapped "check in" and the server answered. */
  | { type: 'tap_ticket'; outcome: CheckInOutcome };

export const initialGateState: GateState = { phase: 'init' };

function tapped(ticket: GateTicket, outcome: CheckInOutcome): GateState {
  if ('refused' in outcome) {
    return { phase: 'error', ticket, refusal: { reason: 'refused', message: outcome.refused } };
  }
  if (outcome.status === 'success') return { phase: 'success', ticket: { ...ticket, status: 'used' } };
  return { phase: 'error', ticket, refusal: { reason: outcome.status } };
}

/**
 * The scan flow: a read QR code leads to the tap state (or to an error when it names no ticket); a tap
 * in the tap state ends in success or error. A new read starts over; a tap elsewhere changes nothing.
 */
export function gateReducer(state: GateState, action: GateAction): GateState {
  switch (action.type) {
    case 'read_qr':
      return action.ticket
        ? { phase: 'tap', ticket: action.ticket }
        : { phase: 'error', ticket: null, refusal: { reason: 'not_found' } };
    case 'tap_ticket':
      return state.phase === 'tap' ? tapped(state.ticket, action.outcome) : state;
  }
}
