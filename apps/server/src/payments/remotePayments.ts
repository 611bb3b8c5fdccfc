import type { PaymentFlowType } from '@venue/ticket-core';
import type { Selectable, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import { crashPoint } from '../crashPoints.ts';
import type { Database, PaymentTable } from '../db/schema.ts';
import { moveOrder } from '../orders/orderStatus.ts';
import type { CallContext } from '../service/context.ts';
import { newToken } from '../tokens.ts';
import { afterCompletion, cancelWhatItPays, completeOrCancel } from './capture.ts';
import { insertPayment, paymentOf, providerPayment } from './paymentAccess.ts';
import type { PaymentRequest } from './paymentRequest.ts';
import type { PaymentProvider, StartOutcome } from './provider.ts';

type Trx = Transaction<Database>;
type Payment = Selectable<PaymentTable>;

/** What a pending payment's start needs besides its row, kept so the same start can be sent again. */
interface PendingStart {
  flow: PaymentFlowType;
  paymentToken: string | null;
}

/** Statuses of a remote payment the provider may still move: the reconciler asks about these. */
export const openStatuses = ['pending', 'challenge', 'redirect', 'authorized'] as const;

/**
 * Records a remote provider's payment as `pending` in the checkout's transaction, before the provider is
 * called. Its reference is the provider's idempotency key: once this commits, the start is sent (and may
 * be sent again, by a resent checkout or the reconciler) under that key, so the provider charges once.
 */
export async function recordPending(
  trx: Trx,
  ctx: CallContext,
  provider: PaymentProvider,
  request: Omit<PaymentRequest, 'recorded'>,
): Promise<Payment> {
  const start: PendingStart = { flow: request.flow, paymentToken: request.paymentToken ?? null };
  return insertPayment(trx, ctx.tenant.id, request, {
    reference: newToken(),
    status: 'pending',
    provider: provider.name,
    provider_data: JSON.stringify({ start }),
    provider_ref: null,
  });
}

/** Where a remote provider sends the visitor back to after its own step (`returnRoute.ts`). */
export function returnUrl(ctx: CallContext, reference: string): string {
  return `${ctx.siteUrl}/payments/return/${reference}`;
}

/** What became of a remote payment once its provider answered. */
export type RemoteResult =
  | { kind: 'completed'; reservationToken: string }
  | { kind: 'waiting'; payment: Payment }
  | { kind: 'declined'; canRetry: boolean }
  /** Paid after what it paid for could no longer be completed: given back (`refunded`) or not. */
  | { kind: 'refunded'; refunded: boolean };

/**
 * Sends a pending payment's start to its provider (again, under the same key, when a crash or a dropped
 * answer left it pending) and records what the provider answered. Runs outside any transaction: the
 * provider is never called while the database holds a lock.
 */
export async function startPending(ctx: CallContext, payment: Payment): Promise<RemoteResult> {
  const provider = ctx.payments.named(ctx.tenant.id, payment.provider);
  const { start } = JSON.parse(payment.provider_data) as { start: PendingStart };
  const outcome = await provider.start({
    flow: start.flow,
    amount: payment.amount,
    paymentToken: start.paymentToken ?? undefined,
    reference: payment.reference,
    tenantId: ctx.tenant.id,
    methodId: payment.method_id,
    returnUrl: returnUrl(ctx, payment.reference),
  });
  return recordStart(ctx, payment, outcome);
}

async function recordStart(ctx: CallContext, payment: Payment, outcome: StartOutcome): Promise<RemoteResult> {
  if (outcome.kind === 'declined') return settleDeclined(ctx, payment.reference, outcome.canRetry);
  if (outcome.kind === 'authorized') return settlePaid(ctx, payment.reference, outcome.providerRef);
  await ctx.db.kysely
    .updateTable('payments')
    .set({ status: outcome.kind, provider_data: outcome.providerData, provider_ref: outcome.providerRef })
    .where('id', '=', payment.id)
    .where('status', '=', 'pending')
    .execute();
  return currentResult(ctx, payment.reference);
}

/** A payment's result as the database has it now (another call settled it first). */
async function currentResult(ctx: CallContext, reference: string): Promise<RemoteResult> {
  const payment = await paymentOf(ctx.db.kysely, ctx.tenant.id, reference);
  if (payment.status === 'succeeded') {
    const reservation = await ctx.db.kysely
      .selectFrom('reservations')
      .select('token')
      .where('order_id', '=', payment.order_id)
      .executeTakeFirstOrThrow();
    return { kind: 'completed', reservationToken: reservation.token };
  }
  if (payment.status === 'failed') {
    const refund = await ctx.db.kysely
      .selectFrom('payment_refunds')
      .select('status')
      .where('payment_id', '=', payment.id)
      .where('reason', '=', 'order_expired')
      .executeTakeFirst();
    if (refund) return { kind: 'refunded', refunded: refund.status !== 'failed' };
    return { kind: 'declined', canRetry: payment.can_retry === 1 };
  }
  return { kind: 'waiting', payment };
}

/**
 * The provider says the payment is paid: the order (or date change) is completed in one transaction with
 * that state. When it can no longer be completed (its hold ran out) the payment is recorded failed, what it
 * paid for cancelled, and the charge refunded. Idempotent: a payment already settled answers as it is.
 */
export async function settlePaid(
  ctx: CallContext,
  reference: string,
  providerRef: string | null,
): Promise<RemoteResult> {
  const { db, tenant } = ctx;
  await crashPoint('payment authorized');
  const settled = await db.kysely.transaction().execute(async (trx) => {
    const payment = await paymentOf(trx, tenant.id, reference, db.dialect === 'postgres');
    if (!(openStatuses as readonly string[]).includes(payment.status)) return null;
    const paid = {
      ...payment,
      status: 'authorized' as const,
      provider_ref: providerRef ?? payment.provider_ref,
    };
    await trx
      .updateTable('payments')
      .set({ status: 'authorized', provider_ref: paid.provider_ref })
      .where('id', '=', payment.id)
      .execute();
    return { completion: await completeOrCancel(trx, ctx, paid), payment: paid };
  });
  if (settled?.completion) {
    await afterCompletion(ctx, settled.completion);
    return { kind: 'completed', reservationToken: settled.completion.token };
  }
  if (settled) {
    const refunded = await refundCharge(ctx, settled.payment, 'order_expired');
    return { kind: 'refunded', refunded };
  }
  return currentResult(ctx, reference);
}

/** The provider declined the payment: retryable puts the order back to checkout, final cancels it. */
export async function settleDeclined(
  ctx: CallContext,
  reference: string,
  canRetry: boolean,
): Promise<RemoteResult> {
  const { db, tenant } = ctx;
  await db.kysely.transaction().execute(async (trx) => {
    const payment = await paymentOf(trx, tenant.id, reference, db.dialect === 'postgres');
    if (!(openStatuses as readonly string[]).includes(payment.status)) return;
    await trx
      .updateTable('payments')
      .set({ status: 'failed', can_retry: canRetry ? 1 : 0 })
      .where('id', '=', payment.id)
      .execute();
    if (!canRetry) {
      await cancelWhatItPays(trx, payment);
      return;
    }
    if (payment.time_change_token) return;
    await moveOrder(trx, payment.order_id, ['paying'], 'ready_checkout');
  });
  return currentResult(ctx, reference);
}

/** Why a charge pays for nothing (`refundCharge`): its refund is owed until the provider gives it. */
export const owedRefundReasons = ['order_expired', 'late_charge'] as const;

/**
 * Gives back a charge that pays for nothing: its order could not be completed (`order_expired`), or the
 * provider charged a payment already recorded failed (`late_charge`). Recorded before the provider is
 * called under a key of its own, so the reconciler's next look sends it again rather than twice. True when
 * refunded.
 */
export async function refundCharge(
  ctx: CallContext,
  payment: Payment,
  reason: (typeof owedRefundReasons)[number],
): Promise<boolean> {
  const key = `refund-${reason}-${payment.reference}`;
  await ctx.db.kysely
    .insertInto('payment_refunds')
    .values({
      tenant_id: ctx.tenant.id,
      payment_id: payment.id,
      idempotency_key: key,
      amount: payment.amount,
      status: 'pending',
      provider_ref: null,
      reason,
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
  const recorded = await ctx.db.kysely
    .selectFrom('payment_refunds')
    .select('status')
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  if (recorded.status === 'succeeded') return true;
  const provider = ctx.payments.named(ctx.tenant.id, payment.provider);
  const outcome = await provider
    .refund({ payment: providerPayment(payment), amount: payment.amount, idempotencyKey: key })
    .catch(() => ({ status: 'failed' as const, providerRef: null }));
  await ctx.db.kysely
    .updateTable('payment_refunds')
    .set({ status: outcome.status, provider_ref: outcome.providerRef })
    .where('idempotency_key', '=', key)
    .execute();
  return outcome.status !== 'failed';
}

/**
 * Sends a refund a crash left pending, or that failed, again under its own key, and records the answer:
 * true when given back, false when the provider declined it. Throws when the provider does not answer (it
 * stays as it was, asked again on the next pass).
 */
export async function retryRefund(ctx: CallContext, refundId: number): Promise<boolean> {
  const refund = await ctx.db.kysely
    .selectFrom('payment_refunds')
    .selectAll()
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  const payment = await ctx.db.kysely
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', refund.payment_id)
    .executeTakeFirstOrThrow();
  const provider = ctx.payments.named(ctx.tenant.id, payment.provider);
  const outcome = await provider.refund({
    payment: providerPayment(payment),
    amount: refund.amount,
    idempotencyKey: refund.idempotency_key,
  });
  await ctx.db.kysely
    .updateTable('payment_refunds')
    .set({ status: outcome.status, provider_ref: outcome.providerRef })
    .where('id', '=', refund.id)
    .execute();
  return outcome.status !== 'failed';
}
