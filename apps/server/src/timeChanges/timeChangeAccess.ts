import type { Kysely } from 'kysely';
import { slotById } from '../catalog/slots.ts';
import { nowMs } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { venueDateTime } from '../text.ts';
import { reservationOf } from '../tickets/reservationAccess.ts';

/**
 * The tenant's reservation of `token` with its tickets, when its date can be changed: its slot has not
 * started and no ticket of it is used (the ticket view's `can_change_date`). 'cannot change ticket'
 * otherwise; 'record not found' for an unknown token.
 */
export async function changeableReservation(db: Kysely<Database>, tenantId: string, token: string) {
  const reservation = await reservationOf(db, tenantId, token);
  const span = await slotById(db, reservation.time_span_id);
  const tickets = await db
    .selectFrom('tickets')
    .select(['id', 'kind', 'status', 'product_id', 'time_span_id'])
    .where('reservation_id', '=', reservation.id)
    .execute();
  const started = Date.parse(venueDateTime(span.date, span.start_time)) <= nowMs();
  if (started || tickets.some((ticket) => ticket.status !== 'available')) {
    throw new DomainError('cannotChangeTicket');
  }
  const admissions = tickets.filter((ticket) => ticket.kind === 'gate').length;
  return { reservation, span, tickets, admissions };
}

/** How many set product tickets of each set product a reservation has, and the slot they are in. */
export function setTicketGroups(tickets: { kind: string; product_id: number; time_span_id: number }[]) {
  const groups = new Map<number, { productId: number; timeSpanId: number; quantity: number }>();
  for (const ticket of tickets.filter((entry) => entry.kind === 'set')) {
    const group = groups.get(ticket.product_id);
    if (group) group.quantity += 1;
    else
      groups.set(ticket.product_id, {
        productId: ticket.product_id,
        timeSpanId: ticket.time_span_id,
        quantity: 1,
      });
  }
  return [...groups.values()];
}
