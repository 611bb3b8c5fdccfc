import type { Answer, Body } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { crashPoint } from '../crashPoints.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { cancellationMessage } from '../mail/cancellationMessage.ts';
import { moveOrder } from '../orders/orderStatus.ts';
import {
  type PendingRefund,
  recordRefund,
  refundablePayment,
  requireRefundAllowed,
  sendRefund,
} from '../payments/refunds.ts';
import type { StaffCallContext } from '../service/context.ts';
import { recordAudit } from '../staff/audit.ts';
import { ticketView } from '../tickets/ticketView.ts';
import { markTicketPassesUpdated, sendPassUpdates } from '../wallet/passUpdates.ts';
import { orderCancelled } from '../webhooks/eventData.ts';
import { earlierAnswer, requireVersion, withdrawAudit } from './orderActions.ts';
import { venueOrder } from './orderPage.ts';
import { paidReservation } from './paidOrder.ts';

type Trx = Transaction<Database>;
type CancelAnswer = Answer<'cancelConsoleTickets'>;
type CancelBody = Body<'cancelConsoleTickets'>;

/** What a cancel is to do, decided and recorded (audit entry, pending refund) before the provider is asked. */
interface CancelPlan {
  reservationNumber: string;
  tickets: { id: number; num: string; name: string; time_span_id: number }[];
  wholeOrder: boolean;
  refund: PendingRefund | null;
  payment: NonNullable<Awaited<ReturnType<typeof refundablePayment>>>['payment'] | null;
}

/** What one ticket was sold for: its option's line (an admission) or its set product's line. */
function unitPrice(
  ticket: { kind: string; option_id: number | null; product_id: number },
  lines: { kind: string; option_id: number | null; product_id: number; unit_price: number }[],
): number {
  const line =
    ticket.kind === 'gate'
      ? lines.find((entry) => entry.kind === 'option' && entry.option_id === ticket.option_id)
      : lines.find((entry) => entry.kind === 'set_product' && entry.product_id === ticket.product_id);
  return line?.unit_price ?? 0;
}

/**
 * What was paid for `tickets` of an order whose lines add up to more than was paid (coupons, a
 * membership's or a payment method's discount): each ticket's share of the payment, in proportion to the
 * price its line was sold for, in whole yen rounded down. The yen left over by rounding go back with the
 * order's last ticket, which refunds all that is left.
 */
function paidFor(
  tickets: { kind: string; option_id: number | null; product_id: number }[],
  lines: {
    kind: string;
    option_id: number | null;
    product_id: number;
    unit_price: number;
    quantity: number;
  }[],
  paid: number,
): number {
  const gross = lines.reduce((total, line) => total + line.unit_price * line.quantity, 0);
  if (gross <= 0) return 0;
  const priced = tickets.reduce((total, ticket) => total + unitPrice(ticket, lines), 0);
  return Math.floor((priced * Math.min(paid, gross)) / gross);
}

/**
 * Cancels tickets of a paid order for the venue, refunding them through the provider that took its
 * payment: each ticket at its share of what was paid (`paidFor`), the whole of what is left when no
 * ticket of the order remains, never more than is left. In order:
 *
 * 1. In one transaction (the order's row locked on PostgreSQL, so two pages cannot both pass): the page's
 *    version must still hold, the tickets must be the order's and valid ('ticket already used' for a
 *    checked-in one), the spec's refund rules must allow it ('refund not allowed within 1 minute of payment
 *    completion' for d払い); the audit entry is claimed under the page's request id and the refund recorded
 *    pending.
 * 2. The provider is asked. When it declines, the refund is recorded failed, the audit entry taken back and
 *    nothing else changes: 'critical refund error'.
 * 3. Otherwise, in one transaction: the tickets are cancelled (they no longer admit), their slots' stock is
 *    given back, their wallet passes are recorded as changed, and an order with no ticket left moves to
 *    `cancelled`. The visitor is mailed what was cancelled and refunded, and the phones' wallets are told
 *    (`sendPassUpdates`), so the passes show void.
 */
export async function cancelTickets(
  ctx: StaffCallContext,
  orderId: number,
  body: CancelBody,
): Promise<CancelAnswer> {
  const db = ctx.db.kysely;
  const order = await venueOrder(ctx, orderId);
  const earlier = await earlierAnswer(ctx, orderId, 'order.cancel', body.request_id);
  if (earlier) {
    const { reason: _reason, ...answer } = earlier as Omit<CancelAnswer, 'replayed'> & { reason: string };
    return { ...answer, replayed: true };
  }
  const plan = await db.transaction().execute(async (trx) => planCancel(ctx, trx, order, body));
  if (plan === 'claimed') return cancelTickets(ctx, orderId, body);
  await crashPoint('console cancel');
  let refundStatus: CancelAnswer['refund_status'] = 'none';
  if (plan.refund && plan.payment) {
    const outcome = await sendRefund(ctx, plan.payment, plan.refund);
    if (outcome.status === 'failed') {
      await withdrawAudit(ctx, body.request_id);
      throw new DomainError('criticalRefundError');
    }
    refundStatus = outcome.status;
  }
  const cancelledIds = plan.tickets.map((ticket) => ticket.id);
  const answer: Omit<CancelAnswer, 'replayed'> = {
    cancelled: plan.tickets.map(({ id, num }) => ({ id, num })),
    refunded: plan.refund?.amount ?? 0,
    refund_status: refundStatus,
    order_status: plan.wholeOrder ? 'cancelled' : 'completed',
  };
  await db.transaction().execute(async (trx) => {
    await cancelPlanned(trx, order.id, plan);
    await markTicketPassesUpdated(trx, ctx.tenant.id, cancelledIds);
    if (plan.wholeOrder) await orderCancelled(trx, order.id, 'staff');
    await trx
      .updateTable('audit_log')
      .set({ after: JSON.stringify({ ...answer, reason: body.reason }) })
      .where('tenant_id', '=', ctx.tenant.id)
      .where('request_id', '=', body.request_id)
      .execute();
  });
  void sendPassUpdates(ctx, cancelledIds);
  if (order.email)
    await ctx.mailer.send(
      ctx.tenant.id,
      cancellationMessage(
        { to: order.email, lang: order.lang, site: ctx.tenant.title },
        plan.reservationNumber,
        plan.tickets,
        answer.refunded,
      ),
    );
  return { ...answer, replayed: false };
}

/** Step 1: checks and claims; 'claimed' when the same request claimed its audit entry first. */
async function planCancel(
  ctx: StaffCallContext,
  trx: Trx,
  order: Awaited<ReturnType<typeof venueOrder>>,
  body: CancelBody,
): Promise<CancelPlan | 'claimed'> {
  if (ctx.db.dialect === 'postgres')
    await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().execute();
  const locked = await trx
    .selectFrom('orders')
    .select(['id', 'tenant_id', 'status', 'time_span_id'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  await requireVersion(trx, locked, body.version);
  const reservation = await paidReservation(trx, locked);
  const stored = await trx
    .selectFrom('tickets')
    .select(['id', 'kind', 'status', 'option_id', 'product_id', 'time_span_id'])
    .where('reservation_id', '=', reservation.id)
    .orderBy('id')
    .execute();
  const view = await ticketView(trx, reservation, ctx.siteUrl, '', order.lang);
  const wanted = new Set(body.ticket_ids);
  const chosen = stored.filter((ticket) => wanted.has(ticket.id));
  if (chosen.length !== wanted.size) throw new DomainError('ticketNotFound');
  if (chosen.some((ticket) => ticket.status === 'used')) throw new DomainError('ticketAlreadyUsed');
  if (chosen.some((ticket) => ticket.status !== 'available')) throw new DomainError('invalidRequest');
  const wholeOrder = stored.every((ticket) => wanted.has(ticket.id) || ticket.status === 'invalid');
  const refundable = await refundablePayment(trx, order.id);
  const lines = await trx
    .selectFrom('order_lines')
    .select(['kind', 'option_id', 'product_id', 'unit_price', 'quantity'])
    .where('order_id', '=', order.id)
    .execute();
  const amount = refundable
    ? Math.min(
        refundable.left,
        wholeOrder ? refundable.left : paidFor(chosen, lines, refundable.payment.amount),
      )
    : 0;
  if (refundable && amount > 0) requireRefundAllowed(refundable.payment);
  const tickets = chosen.map((ticket) => {
    const shown = view.tickets.find((entry) => entry.id === ticket.id);
    return {
      id: ticket.id,
      num: shown?.num ?? String(ticket.id),
      name: shown?.name ?? '',
      time_span_id: ticket.time_span_id,
    };
  });
  const claimed = await recordAudit(trx, {
    tenantId: ctx.tenant.id,
    staff: ctx.staff,
    action: 'order.cancel',
    target: { kind: 'order', id: order.id },
    before: {
      status: locked.status,
      tickets: chosen.map((ticket) => ({ id: ticket.id, status: ticket.status })),
      refundable: refundable?.left ?? 0,
    },
    after: {
      cancelled: tickets.map(({ id, num }) => ({ id, num })),
      refunded: amount,
      refund_status: amount > 0 ? 'pending' : 'none',
      order_status: wholeOrder ? 'cancelled' : 'completed',
      reason: body.reason,
    },
    requestId: body.request_id,
  });
  if (!claimed) return 'claimed';
  const refund =
    refundable && amount > 0
      ? await recordRefund(trx, refundable.payment, amount, `staff: ${body.reason}`)
      : null;
  return {
    reservationNumber: reservation.reservation_number,
    tickets,
    wholeOrder,
    refund,
    payment: refundable?.payment ?? null,
  };
}

/** Step 3: the tickets cancelled, their stock given back, and a whole order moved to `cancelled`. */
async function cancelPlanned(trx: Trx, orderId: number, plan: CancelPlan): Promise<void> {
  const ids = plan.tickets.map((ticket) => ticket.id);
  await trx
    .updateTable('tickets')
    .set({ status: 'invalid' })
    .where('id', 'in', ids)
    .where('status', '=', 'available')
    .execute();
  const perSlot = new Map<number, number>();
  for (const ticket of plan.tickets)
    perSlot.set(ticket.time_span_id, (perSlot.get(ticket.time_span_id) ?? 0) + 1);
  for (const [spanId, quantity] of perSlot)
    await trx
      .updateTable('time_spans')
      .set((eb) => ({ sold: eb('sold', '-', quantity) }))
      .where('id', '=', spanId)
      .execute();
  if (plan.wholeOrder) await moveOrder(trx, orderId, ['completed'], 'cancelled');
}
