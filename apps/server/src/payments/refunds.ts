import { isRefundAllowed, type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import { nowIso, nowMs } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import { refundMessage } from '../mail/refundMessage.ts';
import type { CallContext } from '../service/context.ts';
import { newToken } from '../tokens.ts';
import { providerPayment } from './paymentAccess.ts';

export interface RefundAnswer {
  refund_id: number;
  amount: number;
  status: 'succeeded' | 'pending';
  provider_reference: string;
  refundable_left: number;
}

/**
 * Refunds the paid order of the reservation `reservationNumber`, whole (no `amount`) or in part, through
 * the provider that took its payment. Recorded pending under its own idempotency key before the provider
 * is called, then with the provider's reference; the visitor is mailed in their order's language.
 * The spec's rules: a carrier (d払い) payment is not refunded within a minute of its completion
 * ('refund not allowed within 1 minute of payment completion'); a provider that refuses answers
 * 'critical refund error'. More than is left to refund, or nothing paid: 'invalid request'.
 */
export async function refundReservation(
  ctx: CallContext,
  reservationNumber: string,
  amount: number | undefined,
): Promise<RefundAnswer> {
  const db = ctx.db.kysely;
  const reservation = await db
    .selectFrom('reservations')
    .innerJoin('orders', 'orders.id', 'reservations.order_id')
    .select(['reservations.order_id', 'reservations.reservation_number', 'orders.email', 'orders.lang'])
    .where('reservations.tenant_id', '=', ctx.tenant.id)
    .where('reservations.reservation_number', '=', reservationNumber)
    .executeTakeFirst();
  if (!reservation) throw new DomainError('recordNotFound');
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', reservation.order_id)
    .where('time_change_token', 'is', null)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (!payment || payment.amount === 0) throw new DomainError('invalidRequest');
  const paidAt = new Date(payment.completed_at ?? payment.created_at);
  if (
    paymentFlowType(payment.method_id as PaymentMethodId) === 'carrier' &&
    !isRefundAllowed(paidAt, new Date(nowMs()))
  )
    throw new DomainError('refundWithinOneMinute');
  const given = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('payment_id', '=', payment.id)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  const left = payment.amount - Number(given.total);
  const wanted = amount ?? left;
  if (!(Number.isInteger(wanted) && wanted > 0 && wanted <= left)) throw new DomainError('invalidRequest');

  const key = `refund-${newToken()}`;
  const { id } = await db
    .insertInto('payment_refunds')
    .values({
      tenant_id: ctx.tenant.id,
      payment_id: payment.id,
      idempotency_key: key,
      amount: wanted,
      status: 'pending',
      provider_ref: null,
      reason: 'requested',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const provider = ctx.payments.named(ctx.tenant.id, payment.provider);
  const outcome = await provider
    .refund({ payment: providerPayment(payment), amount: wanted, idempotencyKey: key })
    .catch(() => ({ status: 'failed' as const, providerRef: null }));
  await db
    .updateTable('payment_refunds')
    .set({ status: outcome.status, provider_ref: outcome.providerRef })
    .where('id', '=', id)
    .execute();
  if (outcome.status === 'failed' || !outcome.providerRef) throw new DomainError('criticalRefundError');
  if (reservation.email)
    await ctx.mailer.send(
      ctx.tenant.id,
      refundMessage(
        { to: reservation.email, lang: reservation.lang, site: ctx.tenant.title },
        reservation.reservation_number,
        wanted,
      ),
    );
  return {
    refund_id: Number(id),
    amount: wanted,
    status: outcome.status,
    provider_reference: outcome.providerRef,
    refundable_left: left - wanted,
  };
}
