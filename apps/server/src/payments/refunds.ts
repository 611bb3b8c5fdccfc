import { isRefundAllowed, type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import type { Kysely, Selectable } from 'kysely';
import { nowIso, nowMs } from '../clock.ts';
import type { Database, PaymentTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { refundMessage } from '../mail/refundMessage.ts';
import type { CallContext, ServiceContext } from '../service/context.ts';
import { newToken } from '../tokens.ts';
import { providerPayment } from './paymentAccess.ts';
import type { RefundOutcome } from './provider.ts';

export interface RefundAnswer {
  refund_id: number;
  amount: number;
  status: 'succeeded' | 'pending';
  provider_reference: string;
  refundable_left: number;
}

type PaymentRow = Selectable<PaymentTable>;

/**
 * The payment of order `orderId` that a refund gives back from (its own, not a date change's), with
 * what is left of it to refund; undefined when nothing was paid for it.
 */
export async function refundablePayment(
  db: Kysely<Database>,
  orderId: number,
): Promise<{ payment: PaymentRow; left: number } | undefined> {
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('time_change_token', 'is', null)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (!payment || payment.amount === 0) return undefined;
  const given = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('payment_id', '=', payment.id)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return { payment, left: payment.amount - Number(given.total) };
}

/**
 * The spec's rule on when a payment may be refunded: a carrier (d払い) payment not within a minute of its
 * completion ('refund not allowed within 1 minute of payment completion').
 */
export function requireRefundAllowed(payment: PaymentRow): void {
  const paidAt = new Date(payment.completed_at ?? payment.created_at);
  if (
    paymentFlowType(payment.method_id as PaymentMethodId) === 'carrier' &&
    !isRefundAllowed(paidAt, new Date(nowMs()))
  )
    throw new DomainError('refundWithinOneMinute');
}

/** A refund recorded pending, before its provider is asked: its row and its idempotency key. */
export interface PendingRefund {
  id: number;
  key: string;
  amount: number;
}

/** Records a refund of `amount` from `payment` as pending, under its own idempotency key. */
export async function recordRefund(
  db: Kysely<Database>,
  payment: PaymentRow,
  amount: number,
  reason: string,
): Promise<PendingRefund> {
  const key = `refund-${newToken()}`;
  const { id } = await db
    .insertInto('payment_refunds')
    .values({
      tenant_id: payment.tenant_id,
      payment_id: payment.id,
      idempotency_key: key,
      amount,
      status: 'pending',
      provider_ref: null,
      reason,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), key, amount };
}

/**
 * Asks the provider that took `payment` to give back a recorded refund, under the refund's own key (asked
 * again, it gives back once). Throws when the provider does not answer: it may have given the refund or
 * not. Records nothing: the caller records the answer (`recordRefundOutcome`), with what the refund pays
 * for when there is such a thing.
 */
export async function askRefund(
  ctx: ServiceContext,
  payment: PaymentRow,
  refund: PendingRefund,
): Promise<RefundOutcome> {
  const provider = ctx.payments.named(payment.tenant_id, payment.provider);
  return provider.refund({
    payment: providerPayment(payment),
    amount: refund.amount,
    idempotencyKey: refund.key,
  });
}

/** Records the provider's answer on refund `refundId`'s row; in the caller's transaction when given one. */
export async function recordRefundOutcome(
  db: Kysely<Database>,
  refundId: number,
  outcome: RefundOutcome,
): Promise<void> {
  await db
    .updateTable('payment_refunds')
    .set({ status: outcome.status, provider_ref: outcome.providerRef })
    .where('id', '=', refundId)
    .execute();
}

/**
 * Asks the provider to give back a recorded refund (`askRefund`) and records its answer on the refund's
 * row. A provider that does not answer may have given it: the refund stays pending, so what it gives back
 * is not refundable again, the reconciler asks again under its key (`retryRefund`), and the caller is
 * answered 'payment_api_failure'.
 */
export async function sendRefund(
  ctx: ServiceContext,
  payment: PaymentRow,
  refund: PendingRefund,
): Promise<RefundOutcome> {
  const outcome = await askRefund(ctx, payment, refund).catch(() => {
    throw new DomainError('paymentApiFailure');
  });
  await recordRefundOutcome(ctx.db.kysely, refund.id, outcome);
  return outcome;
}

/**
 * Mails the visitor of refund `refundId`'s order, in the order's language, what was given back to them
 * (a staff's refund, `refundReservation`, once its provider gave it).
 */
export async function mailRefund(ctx: CallContext, refundId: number): Promise<void> {
  const given = await ctx.db.kysely
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .innerJoin('reservations', 'reservations.order_id', 'orders.id')
    .select(['payment_refunds.amount', 'reservations.reservation_number', 'orders.email', 'orders.lang'])
    .where('payment_refunds.id', '=', refundId)
    .executeTakeFirstOrThrow();
  if (!given.email) return;
  await ctx.mailer.send(
    ctx.tenant.id,
    refundMessage(
      { to: given.email, lang: given.lang, site: ctx.tenant.title },
      given.reservation_number,
      given.amount,
    ),
  );
}

/**
 * Refunds the paid order of the reservation `reservationNumber`, whole (no `amount`) or in part, through
 * the provider that took its payment. Recorded pending under its own idempotency key before the provider
 * is called, then with the provider's reference; the visitor is mailed in their order's language.
 * The spec's rules (`requireRefundAllowed`); a provider that refuses answers 'critical refund error', one
 * that does not answer 'payment_api_failure' (`sendRefund`).
 * More than is left to refund, or nothing paid: 'invalid request'.
 */
export async function refundReservation(
  ctx: CallContext,
  reservationNumber: string,
  amount: number | undefined,
): Promise<RefundAnswer> {
  const db = ctx.db.kysely;
  const reservation = await db
    .selectFrom('reservations')
    .select('order_id')
    .where('tenant_id', '=', ctx.tenant.id)
    .where('reservation_number', '=', reservationNumber)
    .executeTakeFirst();
  if (!reservation) throw new DomainError('recordNotFound');
  const refundable = await refundablePayment(db, reservation.order_id);
  if (!refundable) throw new DomainError('invalidRequest');
  const { payment, left } = refundable;
  requireRefundAllowed(payment);
  const wanted = amount ?? left;
  if (!(Number.isInteger(wanted) && wanted > 0 && wanted <= left)) throw new DomainError('invalidRequest');
  const refund = await recordRefund(db, payment, wanted, 'requested');
  const outcome = await sendRefund(ctx, payment, refund);
  if (outcome.status === 'failed' || !outcome.providerRef) throw new DomainError('criticalRefundError');
  await mailRefund(ctx, refund.id);
  return {
    refund_id: refund.id,
    amount: wanted,
    status: outcome.status,
    provider_reference: outcome.providerRef,
    refundable_left: left - wanted,
  };
}
