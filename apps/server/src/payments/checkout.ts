import { type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import { nowIso } from '../clock.ts';
import { requireCouponIfConfigured } from '../coupons/coupons.ts';
import { DomainError } from '../domainError.ts';
import type { RequestContext } from '../http/context.ts';
import { withOrder } from '../orders/orderAccess.ts';
import { paymentDue } from '../orders/orderTotals.ts';
import { newToken } from '../tokens.ts';
import { afterCompletion, type Completion, capturePayment, completePayment, extendHold } from './capture.ts';

/** Minutes a paying order keeps its hold while the visitor is on a provider page. */
export const providerPageMinutes = 10;

export type CheckoutAnswer =
  | { result: 'completed'; reservation_token: string; payment_number: string }
  | { result: 'redirect'; redirect_url: string; payment_number: string };

/**
 * A checkout's payment once started: declined (retryable or not), recorded and waiting for the visitor,
 * or authorized and completed in the transaction that recorded it (`completed`, not yet committed).
 */
export type StartedPayment =
  | { declined: boolean }
  | { payment: { reference: string; status: string; method_id: string } }
  | { completed: Completion; reference: string };

export function providerPageUrl(ctx: RequestContext, methodId: string, reference: string): string {
  const flow = paymentFlowType(methodId as PaymentMethodId);
  const page = flow === 'card3ds' ? '3ds' : flow === 'carrier' ? 'd-pay' : 'wallet';
  return `${ctx.siteUrl}/sandbox/${page}/${reference}`;
}

/**
 * Pays an order. A payment the provider authorizes at once is recorded, captured and the order completed
 * in one transaction, so a crash can never leave a charged payment without tickets. Idempotent: while
 * the order is paying or once it is paid, a second call answers the same payment instead of charging
 * again, so a client whose connection dropped may send the checkout again.
 */
export async function checkout(
  ctx: RequestContext,
  orderToken: string,
  methodId: PaymentMethodId,
  paymentToken: string | undefined,
): Promise<CheckoutAnswer> {
  const started: StartedPayment = await withOrder(ctx.db, ctx.tenant.id, orderToken, async (trx, order) => {
    if (order.status === 'paying' || order.status === 'completed') {
      const payment = await trx
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', order.id)
        .where('time_change_token', 'is', null)
        .where('status', '!=', 'failed')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!payment) throw new DomainError('invalidOrderStatus');
      return { payment };
    }
    if (order.status !== 'ready_checkout') throw new DomainError('orderStatusMustBeReadyCheckout');
    await requireCouponIfConfigured(trx, order);
    const due = await paymentDue(trx, order, methodId);
    const flow = due.amount === 0 ? 'free' : paymentFlowType(methodId);
    if (methodId === 'free' && due.amount !== 0) return { declined: true };
    const outcome = ctx.payments.start({ flow, amount: due.amount, paymentToken });
    if (outcome.kind === 'declined') return { declined: outcome.canRetry };
    const reference = newToken();
    await trx
      .insertInto('payments')
      .values({
        tenant_id: order.tenant_id,
        order_id: order.id,
        reference,
        method_id: methodId,
        status: outcome.kind,
        amount: due.amount,
        can_retry: 0,
        provider_data: outcome.kind === 'authorized' ? '{}' : outcome.providerData,
        created_at: nowIso(),
        completed_at: null,
      })
      .execute();
    await trx
      .updateTable('orders')
      .set({ status: 'paying', payment_method: methodId })
      .where('id', '=', order.id)
      .execute();
    if (outcome.kind !== 'authorized') await extendHold(trx, order.id, providerPageMinutes);
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    if (payment.status !== 'authorized') return { payment };
    return { completed: await completePayment(trx, ctx, payment), reference };
  });
  return checkoutAnswer(ctx, started);
}

/**
 * What a checkout answers once its payment has started and its transaction committed: the catalogue's
 * payment error when declined, the reservation once the payment is captured (now or by an earlier call),
 * or the provider's page to go on to.
 */
export async function checkoutAnswer(ctx: RequestContext, started: StartedPayment): Promise<CheckoutAnswer> {
  if ('declined' in started) throw new DomainError('paymentApiFailure', { canRetry: started.declined });
  if ('completed' in started) {
    await afterCompletion(ctx, started.completed);
    return {
      result: 'completed',
      reservation_token: started.completed.token,
      payment_number: started.reference,
    };
  }
  const { payment } = started;
  if (payment.status === 'authorized' || payment.status === 'succeeded') {
    const reservationToken = await capturePayment(ctx, payment.reference);
    return { result: 'completed', reservation_token: reservationToken, payment_number: payment.reference };
  }
  return {
    result: 'redirect',
    redirect_url: providerPageUrl(ctx, payment.method_id, payment.reference),
    payment_number: payment.reference,
  };
}

/** The carrier payment of `reference` (the payment number the checkout answered). */
export async function carrierPayment(ctx: RequestContext, reference: string) {
  const payment = await ctx.db.kysely
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', ctx.tenant.id)
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!payment || paymentFlowType(payment.method_id as PaymentMethodId) !== 'carrier')
    throw new DomainError('recordNotFound');
  return payment;
}
