import { admissionVerdict } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { nowIso, nowMs } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { Input } from '../service/input.ts';
import { ticketCheckedIn } from '../webhooks/eventData.ts';
import { gateReservation } from './tickets.ts';

/**
 * Checks ticket `ticketId` of the reservation of a gate's token in: 'success' once, then 'ticket already
 * used'; 'invalid_time' outside its check-in window; a cancelled or otherwise unusable ticket answers its
 * status. 'ticket not found' when the reservation has no such ticket of that kind.
 */
export async function checkInTicket(
  db: Kysely<Database>,
  tenantId: string,
  ticketId: number,
  gate: Input<'checkInTicket'>['body'],
) {
  const reservation = await gateReservation(db, tenantId, gate.reservation_token);
  const ticket = await db
    .selectFrom('tickets as t')
    .innerJoin('time_spans as s', 's.id', 't.time_span_id')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.id', 't.status', 't.used_at', 's.date', 's.start_time', 's.end_time', 'p.sale_type'])
    .where('t.id', '=', ticketId)
    .where('t.reservation_id', '=', reservation.id)
    .where('t.kind', '=', gate.type)
    .executeTakeFirst();
  if (!ticket) throw new DomainError('ticketNotFound');
  const admission = admissionVerdict(
    { status: ticket.status, slot: ticket, sale_type: ticket.sale_type, used_at: ticket.used_at },
    nowMs(),
  );
  if (admission.verdict === 'already_used') throw new DomainError('ticketAlreadyUsed');
  if (admission.verdict === 'cancelled') return { id: ticket.id, status: admission.status };
  if (admission.verdict === 'wrong_time') return { id: ticket.id, status: 'invalid_time' as const };
  // One conditional update: of two gates checking the same ticket at once, exactly one succeeds. The
  // check-in's webhook event commits with it.
  await db.transaction().execute(async (trx) => {
    const usedAt = nowIso();
    const checkedIn = await trx
      .updateTable('tickets')
      .set({ status: 'used', used_at: usedAt })
      .where('id', '=', ticket.id)
      .where('status', '=', 'available')
      .executeTakeFirst();
    if (Number(checkedIn.numUpdatedRows) !== 1) throw new DomainError('ticketAlreadyUsed');
    await ticketCheckedIn(trx, ticket.id, usedAt);
  });
  return { id: ticket.id, status: 'success' as const };
}
