import { createHash } from 'node:crypto';
import { type Answer, type LanguageCode, orderVersionParts, type PaymentMethodId } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { productById } from '../catalog/catalog.ts';
import { slotById } from '../catalog/slots.ts';
import { appliedCoupons } from '../coupons/couponUses.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { ticketAdmissions } from '../gate/ticketAdmissions.ts';
import { orderLines } from '../orders/orderLines.ts';
import type { StaffCallContext } from '../service/context.ts';
import { localized, venueDateTime } from '../text.ts';
import { reservationById } from '../tickets/reservationAccess.ts';
import { ticketView } from '../tickets/ticketView.ts';
import { answerOf } from './orderSearch.ts';

type OrderPage = Answer<'getConsoleOrder'>;
type HistoryEntry = OrderPage['history'][number];
type OrderVersionPart = (typeof orderVersionParts)[number];

/** The venue's order `orderId`; 'record not found' for another venue's or none. */
export async function venueOrder(ctx: StaffCallContext, orderId: number) {
  const order = await ctx.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('tenant_id', '=', ctx.tenant.id)
    .executeTakeFirst();
  if (!order) throw new DomainError('recordNotFound');
  return order;
}

/** A short fingerprint of one part of an order's state. */
const fingerprint = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 8);

/**
 * What an action on the order depends on, as stored: its status, its slot, each ticket's status and slot,
 * each payment's and refund's status and amount; one fingerprint per part (`orderVersionParts`), joined
 * with dots. The page sends it back with an action, which is refused naming the parts that no longer
 * match (`orderChanged`).
 */
export async function orderVersion(
  db: Kysely<Database>,
  order: { id: number; status: string; time_span_id: number },
): Promise<string> {
  const tickets = await db
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .select(['t.id', 't.status', 't.time_span_id'])
    .where('r.order_id', '=', order.id)
    .orderBy('t.id')
    .execute();
  const payments = await db
    .selectFrom('payments as p')
    .leftJoin('payment_refunds as f', 'f.payment_id', 'p.id')
    .select([
      'p.id',
      'p.status',
      'p.amount',
      'f.id as refund_id',
      'f.status as refund_status',
      'f.amount as refund_amount',
    ])
    .where('p.order_id', '=', order.id)
    .orderBy('p.id')
    .orderBy('f.id')
    .execute();
  const parts: Record<OrderVersionPart, unknown> = {
    status: order.status,
    slot: order.time_span_id,
    tickets: tickets.map((ticket) => [ticket.id, ticket.status, ticket.time_span_id]),
    payments: payments.map((row) => [
      row.id,
      row.status,
      row.amount,
      row.refund_id,
      row.refund_status,
      row.refund_amount,
    ]),
  };
  return orderVersionParts.map((part) => fingerprint(parts[part])).join('.');
}

/** The parts of an order's state that differ between two of its versions. */
export function changedParts(sent: string, now: string): OrderVersionPart[] {
  const [was, is] = [sent.split('.'), now.split('.')];
  return orderVersionParts.filter((_part, index) => was[index] !== is[index]);
}

/**
 * An order's page in the console: the buyer's details, what was ordered, the tickets with their
 * check-ins and every gate scan of them (`ticketAdmissions`), every payment (the order's and its date
 * changes') with its refunds, the coupons, and the order's history, oldest first, staff actions from the
 * audit log among them.
 */
export async function orderPage(
  ctx: StaffCallContext,
  orderId: number,
  langWanted?: LanguageCode,
): Promise<OrderPage> {
  const db = ctx.db.kysely;
  const order = await venueOrder(ctx, orderId);
  const lang = langWanted ?? 'ja';
  const [product, slot, lines, coupons] = await Promise.all([
    productById(db, order.product_id),
    slotById(db, order.time_span_id),
    orderLines(db, order.id),
    appliedCoupons(db, order.id),
  ]);
  const reservationRow = await db
    .selectFrom('reservations')
    .select(['id', 'reservation_number'])
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  const view = reservationRow
    ? await ticketView(db, await reservationById(db, reservationRow.id), ctx.siteUrl, '', lang)
    : undefined;
  const viewTickets = view?.tickets ?? [];
  const admissions = await ticketAdmissions(
    db,
    ctx.tenant.id,
    viewTickets.map((ticket) => ticket.id),
  );
  const tickets = viewTickets.map(({ qr_code: _gateUrl, ...ticket }) => ({
    ...ticket,
    admissions: admissions.get(ticket.id) ?? [],
  }));
  const paymentRows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const refundRows =
    paymentRows.length === 0
      ? []
      : await db
          .selectFrom('payment_refunds')
          .select(['id', 'payment_id', 'amount', 'status', 'reason', 'created_at'])
          .where(
            'payment_id',
            'in',
            paymentRows.map((payment) => payment.id),
          )
          .orderBy('id')
          .execute();
  const payments = paymentRows.map((payment) => ({
    id: payment.id,
    method_id: payment.method_id as PaymentMethodId,
    provider: payment.provider,
    status: payment.status,
    amount: payment.amount,
    purpose: payment.time_change_token === null ? ('order' as const) : ('date_change' as const),
    created_at: payment.created_at,
    completed_at: payment.completed_at,
    refunds: refundRows
      .filter((refund) => refund.payment_id === payment.id)
      .map(({ payment_id: _payment, ...refund }) => refund),
  }));
  const history = await orderHistory(ctx, order, reservationRow?.id, payments, tickets);
  return {
    order_id: order.id,
    reservation_number: reservationRow?.reservation_number ?? null,
    status: order.status,
    channel: order.channel,
    created_at: order.created_at,
    email: order.email,
    name: answerOf(order.customer_info, 'fullname'),
    phone: answerOf(order.customer_info, 'phone'),
    product_name: localized(product.name, lang),
    start_at: venueDateTime(slot.date, slot.start_time),
    end_at: venueDateTime(slot.date, slot.end_time),
    quantity: order.quantity,
    price: order.price,
    lang: order.lang,
    customer: JSON.parse(order.customer_info) as { key: string; value: string }[],
    lines: lines.map((line) => ({
      kind: line.kind,
      name: localized(line.kind === 'option' ? line.option_name : line.product_name, lang),
      quantity: line.quantity,
      unit_price: line.unit_price,
    })),
    coupons: coupons.map((coupon) => ({
      code: coupon.coupon_code,
      name: coupon.coupon_name,
      discount: coupon.coupon_discount,
    })),
    tickets,
    payments,
    history,
    version: await orderVersion(db, order),
  };
}

async function orderHistory(
  ctx: StaffCallContext,
  order: { id: number; created_at: string; status: string; expires_at: string },
  reservationId: number | undefined,
  payments: OrderPage['payments'],
  tickets: OrderPage['tickets'],
): Promise<HistoryEntry[]> {
  const db = ctx.db.kysely;
  const entry = (
    at: string,
    kind: HistoryEntry['kind'],
    detail: string,
    staffEmail: string | null = null,
  ) => ({
    at,
    kind,
    detail,
    staff_email: staffEmail,
  });
  const entries: HistoryEntry[] = [entry(order.created_at, 'created', 'order created')];
  for (const payment of payments) {
    if (payment.status === 'succeeded' && payment.completed_at)
      entries.push(
        entry(
          payment.completed_at,
          'paid',
          `${payment.purpose === 'order' ? 'paid' : 'date change paid'}: ${payment.amount} yen by ${payment.method_id}`,
        ),
      );
    for (const refund of payment.refunds)
      entries.push(
        entry(
          refund.created_at,
          'refunded',
          `refund of ${refund.amount} yen (${refund.reason}): ${refund.status}`,
        ),
      );
  }
  if (reservationId !== undefined) {
    const changes = await db
      .selectFrom('time_changes')
      .select(['created_at', 'status'])
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'completed')
      .execute();
    for (const change of changes)
      entries.push(entry(change.created_at, 'date_changed', 'date changed by the visitor'));
  }
  for (const ticket of tickets)
    if (ticket.used_at) entries.push(entry(ticket.used_at, 'checked_in', `ticket ${ticket.num} checked in`));
  if (order.status === 'expired') entries.push(entry(order.expires_at, 'expired', 'hold expired unpaid'));
  const audit = await db
    .selectFrom('audit_log')
    .select(['created_at', 'action', 'staff_email'])
    .where('tenant_id', '=', ctx.tenant.id)
    .where('target_kind', '=', 'order')
    .where('target_id', '=', String(order.id))
    .orderBy('id')
    .execute();
  for (const row of audit) entries.push(entry(row.created_at, 'staff', row.action, row.staff_email));
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
