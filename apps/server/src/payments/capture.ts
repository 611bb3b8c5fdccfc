import { type Selectable, sql, type Transaction } from 'kysely';
import { productById } from '../catalog/catalog.ts';
import { nowIso } from '../clock.ts';
import { giveBackCouponUses } from '../coupons/couponUses.ts';
import { crashPoint } from '../crashPoints.ts';
import type { Database, Order, PaymentTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { Mail } from '../mail/mailer.ts';
import { orderCompleteMessage } from '../mail/messages.ts';
import { subscribeMailMagazines } from '../mailMagazines/mailMagazines.ts';
import { orderById } from '../orders/orderAccess.ts';
import { moveOrder } from '../orders/orderStatus.ts';
import type { CallContext } from '../service/context.ts';
import { sellOrderHolds, settleOrder, settleTimeChange } from '../stock/holds.ts';
import { localized } from '../text.ts';
import { completeTimeChange } from '../timeChanges/completeTimeChange.ts';
import { newReservationNumber, newToken } from '../tokens.ts';
import { sendPassUpdates } from '../wallet/passUpdates.ts';
import { type EventOrder, orderCancelled, orderCompleted } from '../webhooks/eventData.ts';
import { paymentOf, providerPayment, refundFailed } from './paymentAccess.ts';

type Trx = Transaction<Database>;

/** Turns a paid order into a reservation with one ticket per admission and per set product. */
async function createReservation(trx: Trx, order: Order): Promise<{ token: string; number: string }> {
  const token = newToken();
  const number = newReservationNumber();
  const { id } = await trx
    .insertInto('reservations')
    .values({
      tenant_id: order.tenant_id,
      order_id: order.id,
      token,
      reservation_number: number,
      email: order.email ?? '',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await trx.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
  const tickets = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      reservation_id: id,
      kind: line.kind === 'option' ? ('gate' as const) : ('set' as const),
      status: 'available' as const,
      product_id: line.product_id,
      option_id: line.option_id,
      time_span_id: line.time_span_id,
      used_at: null,
    })),
  );
  if (tickets.length > 0) await trx.insertInto('tickets').values(tickets).execute();
  return { token, number };
}

/** An authorized payment captured and what it pays for completed, in a transaction not yet committed. */
export interface Completion {
  /** The reservation's token. */
  token: string;
  /** The mail to send once the transaction has committed. */
  mail: Mail | null;
  captured: { method: string; kind: 'order' | 'time_change' };
  /** The tickets a time change moved, whose wallet passes to update once committed. */
  movedTickets: number[];
}

/**
 * Captures the authorized `payment` and completes what it pays for, in the caller's transaction: the
 * order's stock is sold and its reservation and tickets created (or, for a time change's payment, the
 * change completed). Callers run it in the transaction that records the authorization, so a payment is
 * never left charged without its tickets: either all of it commits or none. When the order can no longer
 * be completed it throws 'session_timeout' or 'invalid order status' (a time change: its own error)
 * before writing anything.
 */
export async function completePayment(
  trx: Trx,
  ctx: CallContext,
  payment: Selectable<PaymentTable>,
): Promise<Completion> {
  const { tenant } = ctx;
  if (payment.time_change_token) {
    const completed = await completeTimeChange(trx, ctx, payment);
    return { ...completed, captured: { method: payment.method_id, kind: 'time_change' } };
  }
  const order = await orderById(trx, payment.order_id);
  if (!(await moveOrder(trx, order.id, ['paying'], 'completed'))) {
    throw new DomainError(order.status === 'expired' ? 'sessionTimeout' : 'invalidOrderStatus');
  }
  await trx
    .updateTable('payments')
    .set({ status: 'succeeded', completed_at: nowIso() })
    .where('id', '=', payment.id)
    .execute();
  const reservation = await createReservation(trx, order);
  await orderCompleted(trx, order, reservation.number, payment.amount);
  const magazineToken = await subscribeMailMagazines(trx, order);
  const product = await productById(trx, order.product_id);
  const mail = order.email
    ? orderCompleteMessage(
        { to: order.email, lang: order.lang, site: tenant.title },
        reservation.number,
        localized(product.name, order.lang),
        `${ctx.siteUrl}/tickets/#/id/${reservation.token}`,
        magazineToken && `${ctx.siteUrl}/#/mail-release/${magazineToken}`,
      )
    : null;
  // The slot's row last: it stays locked until the transaction commits.
  await sellOrderHolds(trx, order.id);
  if (order.channel === 'spot') await crashPoint('spot order');
  return {
    token: reservation.token,
    mail,
    captured: { method: payment.method_id, kind: 'order' },
    movedTickets: [],
  };
}

/**
 * After a completion has committed: counts the payment, sends the mail, and starts updating the wallet
 * passes of the tickets it moved, which the answer does not wait for (`sendPassUpdates` never fails).
 */
export async function afterCompletion(ctx: CallContext, completion: Completion): Promise<void> {
  ctx.metrics.paymentsCompleted.inc({ tenant: ctx.tenant.id, ...completion.captured });
  void sendPassUpdates(ctx, completion.movedTickets);
  if (completion.mail) await ctx.mailer.send(ctx.tenant.id, completion.mail);
}

/**
 * Confirms the checkout of the tenant's order `orderToken` that answered `paymentNumber`: answers its
 * reservation as `capturePayment` does. 'record not found' when that payment is not the order's.
 */
export async function confirmCheckout(ctx: CallContext, orderToken: string, paymentNumber: string) {
  const payment = await paymentOf(ctx.db.kysely, ctx.tenant.id, paymentNumber);
  const order = await orderById(ctx.db.kysely, payment.order_id);
  if (order.token !== orderToken) throw new DomainError('recordNotFound');
  return capturePayment(ctx, payment.reference);
}

/**
 * Answers the reservation of the payment `reference`. Checkouts and provider pages complete a payment in
 * the transaction that authorizes it, so it is normally 'succeeded' here; an 'authorized' one (left by an
 * older version, which captured in a second transaction) is captured now. Calling again answers the same
 * reservation. A declined payment answers 'invalid payment status' with can_retry; one still waiting for
 * the visitor answers it retryable.
 */
export async function capturePayment(ctx: CallContext, reference: string): Promise<string> {
  const { db, tenant } = ctx;
  const result = await db.kysely.transaction().execute(async (trx) => {
    const payment = await paymentOf(trx, tenant.id, reference, db.dialect === 'postgres');
    const order = await orderById(trx, payment.order_id);
    if (payment.status === 'succeeded') {
      const reservation = await trx
        .selectFrom('reservations')
        .select('token')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      return { token: reservation.token, completion: null };
    }
    if (payment.status === 'failed' && (await refundFailed(trx, payment.id))) return { criticalRefund: true };
    if (payment.status !== 'authorized') {
      return { declined: payment.status === 'failed' ? payment.can_retry === 1 : true };
    }
    const completion = await completePayment(trx, ctx, payment);
    return { token: completion.token, completion };
  });
  if ('criticalRefund' in result) throw new DomainError('criticalRefundError', { canRetry: false });
  if ('declined' in result) throw new DomainError('invalidPaymentStatus', { canRetry: result.declined });
  if (result.completion) await afterCompletion(ctx, result.completion);
  return result.token;
}

/**
 * Records the visitor's step on a provider page. An approval is captured and completed in the same
 * transaction (see `completePayment`); when the order or change can no longer be completed (its hold ran
 * out while the visitor was away) the payment is declined instead of being charged. A final decline
 * cancels the order and frees its stock.
 */
export async function finishVisitorStep(ctx: CallContext, reference: string, approved: boolean) {
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    const payment = await paymentOf(trx, ctx.tenant.id, reference);
    const order = await orderById(trx, payment.order_id);
    let completion: Completion | null = null;
    if (payment.status === 'challenge' || payment.status === 'redirect') {
      const outcome = await ctx.payments
        .named(ctx.tenant.id, payment.provider)
        .finishVisitorStep(providerPayment(payment), approved);
      const canRetry = outcome.kind === 'declined' && outcome.canRetry;
      const moved = await trx
        .updateTable('payments')
        .set({ status: outcome.kind === 'authorized' ? 'authorized' : 'failed', can_retry: canRetry ? 1 : 0 })
        .where('id', '=', payment.id)
        .where('status', '=', payment.status)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1 && outcome.kind === 'authorized') {
        completion = await completeOrCancel(trx, ctx, payment);
      }
      if (Number(moved.numUpdatedRows) === 1 && outcome.kind === 'declined') {
        if (canRetry) {
          await moveOrder(trx, order.id, ['paying'], 'ready_checkout');
        } else {
          await cancelWhatItPays(trx, payment);
        }
      }
    }
    const latest = await trx
      .selectFrom('payments')
      .select(['status', 'method_id'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    return {
      order,
      status: latest.status,
      methodId: latest.method_id,
      timeChange: payment.time_change_token !== null,
      completion,
    };
  });
  if (result.completion) await afterCompletion(ctx, result.completion);
  return result;
}

/**
 * Completes what an authorized `payment` pays for (`completePayment`), or, when that can no longer be
 * (its hold ran out while the visitor was away: nothing was written), records the payment failed and
 * cancels what it pays for. Null when cancelled.
 */
export async function completeOrCancel(
  trx: Trx,
  ctx: CallContext,
  payment: Selectable<PaymentTable>,
): Promise<Completion | null> {
  try {
    return await completePayment(trx, ctx, payment);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await trx
      .updateTable('payments')
      .set({ status: 'failed', can_retry: 0 })
      .where('id', '=', payment.id)
      .execute();
    await cancelWhatItPays(trx, payment);
    return null;
  }
}

/** Cancels what a payment that failed for good pays for: its date change, or its order. */
export async function cancelWhatItPays(trx: Trx, payment: Selectable<PaymentTable>): Promise<void> {
  if (payment.time_change_token) await settleTimeChange(trx, payment.time_change_token, 'cancelled');
  else await cancelPayingOrder(trx, { id: payment.order_id, tenant_id: payment.tenant_id });
}

/** Cancels an order whose payment failed for good: its stock and its coupon uses go back. */
async function cancelPayingOrder(trx: Trx, order: EventOrder): Promise<void> {
  if (await settleOrder(trx, order.id, ['paying'], 'cancelled')) {
    await giveBackCouponUses(trx, order.id);
    await orderCancelled(trx, order, 'payment_failed');
  }
}

/** Keeps a paying order's hold for the provider page, however little of the hold was left. */
export function extendHold(trx: Trx, orderId: number, minutes: number) {
  const until = nowIso(minutes * 60_000);
  return trx
    .updateTable('orders')
    .set({ expires_at: sql<string>`case when expires_at < ${until} then ${until} else expires_at end` })
    .where('id', '=', orderId)
    .execute();
}
