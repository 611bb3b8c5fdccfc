import type { Answer, Body } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { crashPoint } from '../crashPoints.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { recordRefund, refundablePayment, requireRefundAllowed } from '../payments/refunds.ts';
import type { StaffCallContext } from '../service/context.ts';
import { recordAudit } from '../staff/audit.ts';
import { ticketView } from '../tickets/ticketView.ts';
import { earlierAnswer, requireVersion } from './orderActions.ts';
import {
  announceCancel,
  type CancelPlan,
  type CancelRecord,
  completeCancel,
  finishCancel,
  unfinishedCancels,
} from './orderCancelFinish.ts';
import { venueOrder } from './orderPage.ts';
import { paidReservation } from './paidOrder.ts';

type Trx = Transaction<Database>;
type CancelAnswer = Answer<'cancelConsoleTickets'>;
type CancelBody = Body<'cancelConsoleTickets'>;

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
 *    checked-in one), no other cancel of the order may be unfinished (it could have planned the same
 *    tickets), the spec's refund rules must allow it ('refund not allowed within 1 minute of payment
 *    completion' for d払い); the audit entry is claimed under the page's request id with the cancel's plan
 *    in it (`CancelPlan`: the tickets, and the refund recorded pending). With nothing to refund, the
 *    tickets are cancelled in this same transaction (`completeCancel`) and the cancel is done.
 * 2. The provider is asked for the refund. When it does not answer, it may have given it: nothing more is
 *    done now ('payment_api_failure'), the refund stays pending, and the cancel is finished later (below).
 * 3. Its answer is recorded in one transaction with what follows from it (`finishCancel`): declined, the
 *    refund is recorded failed, the audit entry taken back and nothing else changes ('critical refund
 *    error'); given, the tickets are cancelled (they no longer admit), their slots' stock is given back,
 *    their wallet passes are recorded as changed, an order with no ticket left moves to `cancelled`, and
 *    the plan in the audit entry gives way to the answer. The visitor is then mailed what was cancelled
 *    and refunded, and the phones' wallets are told (`sendPassUpdates`), so the passes show void.
 *
 * A crash between 1 and 3 leaves the refund pending and the plan in the audit entry. Nothing is lost: the
 * same request sent again finishes steps 2 and 3 (and answers as done), and so does the reconciler's next
 * pass, which finds the pending refund (`finishCancelOfRefund`); the provider gives the refund once under
 * its key, and only the first to finish cancels the tickets and mails. The tickets a refund pays for stop
 * admitting when step 3 commits: moments after the provider gave it, or, after a crash, at the replay or
 * the reconciler's next pass (a minute's grace). While a cancel is unfinished, another of the same order
 * is refused ('invalid request'), so no ticket is refunded twice.
 */
export async function cancelTickets(
  ctx: StaffCallContext,
  orderId: number,
  body: CancelBody,
): Promise<CancelAnswer> {
  const db = ctx.db.kysely;
  const order = await venueOrder(ctx, orderId);
  const earlier = await earlierAnswer(ctx, orderId, 'order.cancel', body.request_id);
  if (earlier) return { ...(await finishCancel(ctx, body.request_id)), replayed: true };
  const planned = await db.transaction().execute(async (trx) => {
    const record = await planCancel(ctx, trx, order, body);
    if (record === 'claimed' || record.unfinished.refund_id !== null) return { record, cancelled: null };
    const tenantId = ctx.tenant.id;
    return {
      record,
      cancelled: await completeCancel(trx, tenantId, order.id, body.request_id, record, 'none'),
    };
  });
  const { record, cancelled } = planned;
  if (record === 'claimed') return cancelTickets(ctx, orderId, body);
  const { unfinished: plan, reason: _reason, ...answer } = record;
  if (cancelled) {
    await announceCancel(ctx, order.id, plan, cancelled, 0);
    return { ...answer, replayed: false };
  }
  await crashPoint('console cancel');
  return { ...(await finishCancel(ctx, body.request_id)), replayed: false };
}

/** Step 1: checks and claims; 'claimed' when the same request claimed its audit entry first. */
async function planCancel(
  ctx: StaffCallContext,
  trx: Trx,
  order: Awaited<ReturnType<typeof venueOrder>>,
  body: CancelBody,
): Promise<(CancelRecord & { unfinished: CancelPlan }) | 'claimed'> {
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
  if ((await unfinishedCancels(trx, ctx.tenant.id, order.id)).length > 0)
    throw new DomainError('invalidRequest');
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
  const record: CancelRecord & { unfinished: CancelPlan } = {
    cancelled: tickets.map(({ id, num }) => ({ id, num })),
    refunded: amount,
    refund_status: amount > 0 ? 'pending' : 'none',
    order_status: wholeOrder ? 'cancelled' : 'completed',
    reason: body.reason,
    unfinished: {
      reservation_number: reservation.reservation_number,
      tickets,
      whole_order: wholeOrder,
      refund_id: null,
    },
  };
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
    after: record,
    requestId: body.request_id,
  });
  if (!claimed) return 'claimed';
  if (!(refundable && amount > 0)) return record;
  const refund = await recordRefund(trx, refundable.payment, amount, `staff: ${body.reason}`);
  record.unfinished.refund_id = refund.id;
  await trx
    .updateTable('audit_log')
    .set({ after: JSON.stringify(record) })
    .where('tenant_id', '=', ctx.tenant.id)
    .where('request_id', '=', body.request_id)
    .execute();
  return record;
}
