import { formatDate, formatTimeRange } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import { crashPoint } from '../crashPoints.ts';
import type { Database, PaymentTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { Mail } from '../mail/mailer.ts';
import { mailLanguage, timeChangeMessage } from '../mail/messages.ts';
import type { CallContext } from '../service/context.ts';
import { heldSlots, settleTimeChange } from '../stock/holds.ts';
import { localized, venueDateTime } from '../text.ts';
import { markTicketPassesUpdated } from '../wallet/passUpdates.ts';
import { timeChangeCompleted } from '../webhooks/eventData.ts';

type Trx = Transaction<Database>;

/**
 * Completes the time change an authorized payment belongs to, in the caller's transaction: the held new
 * slots are sold, the old slots' stock is given back, and every ticket (with the order's lines) moves to
 * the new date, their wallet passes recorded as changed. The change's status update is the guard, so a
 * second call moves nothing. Answers the reservation token, and the mail to send and the tickets whose
 * passes to update once committed.
 */
export async function completeTimeChange(
  trx: Trx,
  ctx: CallContext,
  payment: Pick<PaymentTable, 'time_change_token' | 'order_id'> & { id: number },
): Promise<{ token: string; mail: Mail | null; movedTickets: number[] }> {
  const change = await trx
    .selectFrom('time_changes')
    .selectAll()
    .where('token', '=', payment.time_change_token ?? '')
    .executeTakeFirstOrThrow();
  const reservation = await trx
    .selectFrom('reservations')
    .selectAll()
    .where('id', '=', change.reservation_id)
    .executeTakeFirstOrThrow();
  const expired = change.status === 'pending' && change.expires_at < nowIso();
  if (change.status !== 'pending' || expired) throw new DomainError('timeChangeStatusNotPending');
  const tickets = await trx
    .selectFrom('tickets')
    .select(['id', 'kind', 'status', 'product_id', 'time_span_id'])
    .where('reservation_id', '=', reservation.id)
    .execute();
  if (tickets.some((ticket) => ticket.status !== 'available')) throw new DomainError('cannotChangeTicket');
  const holds = await heldSlots(trx, { kind: 'time_change', token: change.token });
  if (!(await settleTimeChange(trx, change.token, 'completed'))) {
    throw new DomainError('timeChangeStatusNotPending');
  }
  // Each ticket's new slot: the change's slot for admissions, the held slot of its product for set products.
  const newSpanOf = (ticket: { kind: string; product_id: number; time_span_id: number }) =>
    ticket.kind === 'gate'
      ? change.new_time_span_id
      : (holds.find((hold) => hold.product_id === ticket.product_id)?.time_span_id ?? ticket.time_span_id);
  const moves = new Map<string, { from: number; to: number; quantity: number; ids: number[] }>();
  for (const ticket of tickets) {
    const to = newSpanOf(ticket);
    if (to === ticket.time_span_id) continue;
    const key = `${ticket.time_span_id}:${to}`;
    const move = moves.get(key) ?? { from: ticket.time_span_id, to, quantity: 0, ids: [] };
    move.quantity += 1;
    move.ids.push(ticket.id);
    moves.set(key, move);
  }
  for (const move of moves.values()) {
    await trx
      .updateTable('time_spans')
      .set((eb) => ({ sold: eb('sold', '-', move.quantity) }))
      .where('id', '=', move.from)
      .execute();
    await trx.updateTable('tickets').set({ time_span_id: move.to }).where('id', 'in', move.ids).execute();
    await trx
      .updateTable('order_lines')
      .set({ time_span_id: move.to })
      .where('order_id', '=', payment.order_id)
      .where('time_span_id', '=', move.from)
      .execute();
  }
  const movedTickets = [...moves.values()].flatMap((move) => move.ids);
  await markTicketPassesUpdated(trx, ctx.tenant.id, movedTickets);
  await trx
    .updateTable('orders')
    .set({ time_span_id: change.new_time_span_id })
    .where('id', '=', payment.order_id)
    .execute();
  await trx
    .updateTable('payments')
    .set({ status: 'succeeded', completed_at: nowIso() })
    .where('id', '=', payment.id)
    .execute();
  await timeChangeCompleted(trx, change, reservation.reservation_number);
  await crashPoint('time change payment');
  const slot = await trx
    .selectFrom('time_spans as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['s.date', 's.start_time', 's.end_time', 'p.name'])
    .where('s.id', '=', change.new_time_span_id)
    .executeTakeFirstOrThrow();
  const lang = mailLanguage(change.lang);
  const starts = venueDateTime(slot.date, slot.start_time);
  const when = `${formatDate(starts, lang)} ${formatTimeRange(starts, venueDateTime(slot.date, slot.end_time), lang)}`;
  const mail = reservation.email
    ? timeChangeMessage(
        { to: reservation.email, lang: change.lang, site: ctx.tenant.title },
        reservation.reservation_number,
        localized(slot.name, change.lang),
        when,
        `${ctx.siteUrl}/tickets/#/id/${reservation.token}`,
      )
    : null;
  return { token: reservation.token, mail, movedTickets };
}
