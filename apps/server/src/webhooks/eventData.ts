import type { Transaction } from 'kysely';
import type { Database, Order } from '../db/schema.ts';
import { recordEvent } from './events.ts';

type Trx = Transaction<Database>;

/** A slot as events name it: the product's public id, the date and the times at the venue. */
async function slotOf(trx: Trx, timeSpanId: number) {
  const slot = await trx
    .selectFrom('time_spans as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.uuid', 's.date', 's.start_time', 's.end_time'])
    .where('s.id', '=', timeSpanId)
    .executeTakeFirstOrThrow();
  return { product_id: slot.uuid, date: slot.date, start_time: slot.start_time, end_time: slot.end_time };
}

/** An order as events name it, read only when an endpoint is subscribed. */
async function orderData(trx: Trx, orderId: number) {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'channel', 'lang', 'quantity', 'time_span_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    order_id: order.id,
    channel: order.channel,
    lang: order.lang,
    quantity: order.quantity,
    ...(await slotOf(trx, order.time_span_id)),
  };
}

/** The order an event is about: its id and its tenant's. */
export type EventOrder = Pick<Order, 'id' | 'tenant_id'>;

/** `order.completed`: an order was paid (or was free) and its reservation and tickets exist. */
export async function orderCompleted(trx: Trx, order: EventOrder, reservationNumber: string, amount: number) {
  await recordEvent(trx, order.tenant_id, 'order.completed', async () => ({
    ...(await orderData(trx, order.id)),
    reservation_number: reservationNumber,
    amount,
    currency: 'JPY',
  }));
}

/**
 * `order.cancelled`: an unpaid order was given up by the visitor, or its payment failed for good; or the
 * venue's staff cancelled the last tickets of a paid order (`staff`).
 */
export async function orderCancelled(
  trx: Trx,
  order: EventOrder,
  reason: 'visitor' | 'payment_failed' | 'staff',
) {
  await recordEvent(trx, order.tenant_id, 'order.cancelled', async () => ({
    ...(await orderData(trx, order.id)),
    reason,
  }));
}

/** `ticket.checked_in`: a gate let a ticket in. */
export async function ticketCheckedIn(trx: Trx, ticketId: number, checkedInAt: string) {
  const ticket = await trx
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .select(['t.id', 't.kind', 't.time_span_id', 'r.tenant_id', 'r.reservation_number'])
    .where('t.id', '=', ticketId)
    .executeTakeFirstOrThrow();
  await recordEvent(trx, ticket.tenant_id, 'ticket.checked_in', async () => ({
    ticket_id: ticket.id,
    kind: ticket.kind,
    reservation_number: ticket.reservation_number,
    checked_in_at: checkedInAt,
    ...(await slotOf(trx, ticket.time_span_id)),
  }));
}

/** `time_change.completed`: a reservation moved to another slot. */
export async function timeChangeCompleted(
  trx: Trx,
  change: {
    tenant_id: string;
    previous_time_span_id: number | null;
    new_time_span_id: number;
    price_difference: number;
  },
  reservationNumber: string,
) {
  await recordEvent(trx, change.tenant_id, 'time_change.completed', async () => ({
    reservation_number: reservationNumber,
    previous: change.previous_time_span_id === null ? null : await slotOf(trx, change.previous_time_span_id),
    new: await slotOf(trx, change.new_time_span_id),
    price_difference: change.price_difference,
    currency: 'JPY',
  }));
}
