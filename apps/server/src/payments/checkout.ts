import { type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import type { Selectable, Transaction } from 'kysely';
import { requireCouponIfConfigured } from '../coupons/coupons.ts';
import { crashPoint } from '../crashPoints.ts';
import type { Database, PaymentTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { withOrder } from '../orders/orderAccess.ts';
import { moveOrder } from '../orders/orderStatus.ts';
import { paymentDue } from '../orders/orderTotals.ts';
import type { CallContext } from '../service/context.ts';
import { newToken } from '../tokens.ts';
import { afterCompletion, type Completion, capturePayment, completePayment, extendHold } from './capture.ts';
import { insertPayment, paymentOf, providerPayment } from './paymentAccess.ts';
import type { PaymentRequest } from './paymentRequest.ts';
import { type RemoteResult, recordPending, returnUrl, startPending } from './remotePayments.ts';

type Trx = Transaction<Database>;

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
  | { payment: Selectable<PaymentTable> }
  | { completed: Completion; reference: string };

/** The provider's page for a payment waiting for the visitor. */
export function providerPageUrl(ctx: CallContext, payment: Selectable<PaymentTable>): string {
  return ctx.payments
    .named(ctx.tenant.id, payment.provider)
    .visitorPageUrl(providerPayment(payment), ctx.siteUrl);
}

/** The latest payment of an order (not of a date change), or of a date change, that has not failed. */
export function livePayment(trx: Trx, of: { orderId: number } | { timeChangeToken: string }) {
  return trx
    .selectFrom('payments')
    .selectAll()
    .$if('orderId' in of, (query) =>
      query.where('order_id', '=', 'orderId' in of ? of.orderId : 0).where('time_change_token', 'is', null),
    )
    .$if('timeChangeToken' in of, (query) =>
      query.where('time_change_token', '=', 'timeChangeToken' in of ? of.timeChangeToken : ''),
    )
    .where('status', '!=', 'failed')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Starts a payment with the provider in the caller's transaction: declined (retryable or not), recorded
 * and waiting for the visitor, or authorized and completed at once, so a crash can never leave a charged
 * payment without its tickets or its date change.
 */
export async function startPayment(
  trx: Trx,
  ctx: CallContext,
  request: PaymentRequest,
): Promise<StartedPayment> {
  const provider = ctx.payments.forMethod(ctx.tenant.id, request.methodId);
  if (provider.remote) {
    // Recorded pending and committed before the provider is called (see remotePayments.ts).
    const payment = await recordPending(trx, ctx, provider, request);
    await request.recorded(true);
    return { payment };
  }
  const reference = newToken();
  const outcome = await provider.start({
    flow: request.flow,
    amount: request.amount,
    paymentToken: request.paymentToken,
    reference,
    tenantId: ctx.tenant.id,
    methodId: request.methodId,
    returnUrl: returnUrl(ctx, reference),
  });
  if (outcome.kind === 'declined') return { declined: outcome.canRetry };
  const payment = await insertPayment(trx, ctx.tenant.id, request, {
    reference,
    status: outcome.kind,
    provider: provider.name,
    provider_data: outcome.kind === 'authorized' ? '{}' : outcome.providerData,
    provider_ref: outcome.providerRef,
  });
  await request.recorded(outcome.kind !== 'authorized');
  if (payment.status !== 'authorized') return { payment };
  await crashPoint('payment authorized');
  return { completed: await completePayment(trx, ctx, payment), reference };
}

/**
 * Pays an order. A payment the provider authorizes at once is recorded, captured and the order completed
 * in one transaction, so a crash can never leave a charged payment without tickets. Idempotent: while
 * the order is paying or once it is paid, a second call answers the same payment instead of charging
 * again, so a client whose connection dropped may send the checkout again.
 */
export async function checkout(
  ctx: CallContext,
  orderToken: string,
  methodId: PaymentMethodId,
  paymentToken: string | undefined,
): Promise<CheckoutAnswer> {
  const started: StartedPayment = await withOrder(ctx.db, ctx.tenant.id, orderToken, async (trx, order) => {
    if (order.status === 'paying' || order.status === 'completed') {
      const payment = await livePayment(trx, { orderId: order.id });
      if (!payment) throw new DomainError('invalidOrderStatus');
      return { payment };
    }
    if (order.status !== 'ready_checkout') throw new DomainError('orderStatusMustBeReadyCheckout');
    await requireCouponIfConfigured(trx, order);
    const due = await paymentDue(trx, order, methodId);
    if (methodId === 'free' && !due.free) return { declined: true };
    const started = await startPayment(trx, ctx, {
      orderId: order.id,
      timeChangeToken: null,
      methodId,
      flow: due.amount === 0 ? 'free' : paymentFlowType(methodId),
      amount: due.amount,
      paymentToken,
      async recorded(waiting) {
        await moveOrder(trx, order.id, ['ready_checkout'], 'paying', { payment_method: methodId });
        if (waiting) await extendHold(trx, order.id, providerPageMinutes);
      },
    });
    await crashPoint('checkout transaction');
    return started;
  });
  return checkoutAnswer(ctx, started);
}

/**
 * What a checkout answers once its payment has started and its transaction committed: the catalogue's
 * payment error when declined, the reservation once the payment is captured (now or by an earlier call),
 * or the provider's page to go on to.
 */
export async function checkoutAnswer(ctx: CallContext, started: StartedPayment): Promise<CheckoutAnswer> {
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
  if (payment.status === 'pending')
    return remoteAnswer(ctx, payment.reference, await startPending(ctx, payment));
  if (payment.status === 'authorized' || payment.status === 'succeeded') {
    const reservationToken = await capturePayment(ctx, payment.reference);
    return { result: 'completed', reservation_token: reservationToken, payment_number: payment.reference };
  }
  return {
    result: 'redirect',
    redirect_url: providerPageUrl(ctx, payment),
    payment_number: payment.reference,
  };
}

/** A checkout's answer once a remote provider answered its start. */
function remoteAnswer(ctx: CallContext, reference: string, result: RemoteResult): CheckoutAnswer {
  switch (result.kind) {
    case 'completed':
      return { result: 'completed', reservation_token: result.reservationToken, payment_number: reference };
    case 'waiting':
      return {
        result: 'redirect',
        redirect_url: providerPageUrl(ctx, result.payment),
        payment_number: reference,
      };
    case 'refunded':
      throw new DomainError(result.refunded ? 'sessionTimeout' : 'criticalRefundError', { canRetry: false });
    case 'declined':
      throw new DomainError('paymentApiFailure', { canRetry: result.canRetry });
  }
}

/** The carrier payment of `reference` (the payment number the checkout answered). */
export async function carrierPayment(ctx: CallContext, reference: string) {
  const payment = await paymentOf(ctx.db.kysely, ctx.tenant.id, reference);
  if (paymentFlowType(payment.method_id as PaymentMethodId) !== 'carrier')
    throw new DomainError('recordNotFound');
  return payment;
}
