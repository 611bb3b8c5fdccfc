import type { Answer } from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { cancellationMessage } from '../mail/cancellationMessage.ts';
import { moveOrder } from '../orders/orderStatus.ts';
import type { RefundOutcome } from '../payments/provider.ts';
import { askRefund, recordRefundOutcome } from '../payments/refunds.ts';
import type { CallContext } from '../service/context.ts';
import { markTicketPassesUpdated, sendPassUpdates } from '../wallet/passUpdates.ts';
import { orderCancelled } from '../webhooks/eventData.ts';

type Trx = Transaction<Database>;

/** What a console cancel answers, once done. */
export type CancelDone = Omit<Answer<'cancelConsoleTickets'>, 'replayed'>;

/** What a cancel is to do, kept in its audit entry from its claim until its tickets are cancelled. */
export interface CancelPlan {
  reservation_number: string;
  tickets: { id: number; num: string; name: string; time_span_id: number }[];
  whole_order: boolean;
  /** The refund recorded pending for it; null when nothing is refunded. */
  refund_id: number | null;
}

/** A cancel's audit entry's `after`: its answer and reason, and its plan while it is `unfinished`. */
export type CancelRecord = CancelDone & { reason: string; unfinished?: CancelPlan };

/** The audit entry of the tenant's cancel `requestId`, read; undefined when there is none (taken back). */
async function cancelEntry(db: Kysely<Database>, tenantId: string, requestId: string) {
  const entry = await db
    .selectFrom('audit_log')
    .select(['target_id', 'after'])
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('action', '=', 'order.cancel')
    .executeTakeFirst();
  if (!entry) return undefined;
  return { orderId: Number(entry.target_id), record: JSON.parse(entry.after ?? '{}') as CancelRecord };
}

/** The cancels of order `orderId` claimed and not yet finished (a crash cut them off, or they are under way). */
export async function unfinishedCancels(db: Kysely<Database>, tenantId: string, orderId: number) {
  const entries = await db
    .selectFrom('audit_log')
    .select(['request_id', 'after'])
    .where('tenant_id', '=', tenantId)
    .where('target_kind', '=', 'order')
    .where('target_id', '=', String(orderId))
    .where('action', '=', 'order.cancel')
    .execute();
  return entries.flatMap(({ request_id: requestId, after }) => {
    const { unfinished } = JSON.parse(after ?? '{}') as CancelRecord;
    return unfinished && requestId ? [{ requestId, plan: unfinished }] : [];
  });
}

/**
 * Cancels a planned cancel's tickets in the caller's transaction, its refund given (`refundStatus`: what
 * the provider answered, 'none' when nothing is refunded), and writes its answer over its plan in the audit
 * entry: the tickets still valid no longer admit, their slots' stock is given back, their wallet passes are
 * recorded as changed, and a whole order moves to `cancelled` and tells the venue's webhooks. A ticket used
 * at the gate since the plan stays used, its stock sold. Answers the tickets it cancelled.
 */
export async function completeCancel(
  trx: Trx,
  tenantId: string,
  orderId: number,
  requestId: string,
  record: CancelRecord & { unfinished: CancelPlan },
  refundStatus: CancelDone['refund_status'],
): Promise<number[]> {
  const { unfinished: plan, ...answer } = record;
  const cancelled = (
    await trx
      .updateTable('tickets')
      .set({ status: 'invalid' })
      .where(
        'id',
        'in',
        plan.tickets.map((ticket) => ticket.id),
      )
      .where('status', '=', 'available')
      .returning('id')
      .execute()
  ).map((ticket) => Number(ticket.id));
  const perSlot = new Map<number, number>();
  for (const ticket of plan.tickets.filter((planned) => cancelled.includes(planned.id)))
    perSlot.set(ticket.time_span_id, (perSlot.get(ticket.time_span_id) ?? 0) + 1);
  for (const [spanId, quantity] of perSlot)
    await trx
      .updateTable('time_spans')
      .set((eb) => ({ sold: eb('sold', '-', quantity) }))
      .where('id', '=', spanId)
      .execute();
  await markTicketPassesUpdated(trx, tenantId, cancelled);
  if (plan.whole_order) {
    await moveOrder(trx, orderId, ['completed'], 'cancelled');
    await orderCancelled(trx, { id: orderId, tenant_id: tenantId }, 'staff');
  }
  await trx
    .updateTable('audit_log')
    .set({ after: JSON.stringify({ ...answer, refund_status: refundStatus }) })
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .execute();
  return cancelled;
}

/**
 * Once a cancel's transaction has committed: the phones' wallets are told its tickets are void, and the
 * visitor is mailed what was cancelled and refunded.
 */
export async function announceCancel(
  ctx: CallContext,
  orderId: number,
  plan: CancelPlan,
  cancelled: number[],
  refunded: number,
): Promise<void> {
  void sendPassUpdates(ctx, cancelled);
  const order = await ctx.db.kysely
    .selectFrom('orders')
    .select(['email', 'lang'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.email && cancelled.length > 0)
    await ctx.mailer.send(
      ctx.tenant.id,
      cancellationMessage(
        { to: order.email, lang: order.lang, site: ctx.tenant.title },
        plan.reservation_number,
        plan.tickets.filter((ticket) => cancelled.includes(ticket.id)),
        refunded,
      ),
    );
}

/**
 * What the provider answers for refund `refundId`: asked (again, under its key) while it is pending. A
 * provider that does not answer may have given it: 'payment_api_failure', and the refund stays pending.
 */
async function refundAnswer(ctx: CallContext, refundId: number): Promise<RefundOutcome> {
  const db = ctx.db.kysely;
  const refund = await db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('id', '=', refundId)
    .executeTakeFirstOrThrow();
  if (refund.status === 'failed') return { status: 'failed', providerRef: refund.provider_ref };
  if (refund.status === 'succeeded' && refund.provider_ref)
    return { status: 'succeeded', providerRef: refund.provider_ref };
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', refund.payment_id)
    .executeTakeFirstOrThrow();
  return askRefund(ctx, payment, {
    id: refund.id,
    key: refund.idempotency_key,
    amount: refund.amount,
  }).catch(() => {
    throw new DomainError('paymentApiFailure');
  });
}

/**
 * Finishes the tenant's cancel `requestId` (steps 2 and 3 of `cancelTickets`) and answers it as done; a
 * cancel already done is answered as it was. Its refund, pending until then, is sent under its own key
 * (asked again, the provider gives back once), and its answer is recorded in one transaction with what
 * follows from it: declined, the audit entry is taken back ('critical refund error', nothing else
 * changes); given, the tickets it pays for are cancelled (`completeCancel`); not answered (it may have
 * been given), nothing is recorded and 'payment_api_failure' is thrown. So a refund stays pending exactly
 * as long as its cancel is unfinished, and whoever comes first after a crash or a lost answer — the page
 * sending the request again, or the reconciler finding the pending refund (`finishCancelOfRefund`) —
 * finishes it.
 * Two at once are one: the order's row is locked (PostgreSQL; SQLite writes one transaction at a time) and
 * only the first to find the plan still in the entry acts on it, and mails the visitor; a crash between
 * that transaction and the mail loses the mail rather than sending it twice.
 */
export async function finishCancel(ctx: CallContext, requestId: string): Promise<CancelDone> {
  const db = ctx.db.kysely;
  const entry = await cancelEntry(db, ctx.tenant.id, requestId);
  // Taken back: another finisher was told the provider declined its refund.
  if (!entry) throw new DomainError('criticalRefundError');
  const { record, orderId } = entry;
  const plan = record.unfinished;
  if (!plan) {
    const { reason: _reason, ...done } = record;
    return done;
  }
  const outcome = plan.refund_id === null ? null : await refundAnswer(ctx, plan.refund_id);
  const cancelled = await db.transaction().execute(async (trx) => {
    if (ctx.db.dialect === 'postgres')
      await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
    const now = await cancelEntry(trx, ctx.tenant.id, requestId);
    if (!now?.record.unfinished) return 'finished elsewhere' as const;
    if (plan.refund_id !== null && outcome) await recordRefundOutcome(trx, plan.refund_id, outcome);
    if (outcome?.status === 'failed') {
      await trx
        .deleteFrom('audit_log')
        .where('tenant_id', '=', ctx.tenant.id)
        .where('request_id', '=', requestId)
        .execute();
      return 'declined' as const;
    }
    return completeCancel(
      trx,
      ctx.tenant.id,
      orderId,
      requestId,
      { ...now.record, unfinished: plan },
      outcome?.status ?? 'none',
    );
  });
  if (cancelled === 'finished elsewhere') return finishCancel(ctx, requestId);
  if (cancelled === 'declined') throw new DomainError('criticalRefundError');
  await announceCancel(ctx, orderId, plan, cancelled, record.refunded);
  return finishCancel(ctx, requestId);
}

/**
 * Finishes the console cancel that pending refund `refundId` was recorded for, when there is one (the
 * reconciler's pass, for a cancel a crash cut off): 'finished', or 'declined' when the provider refused the
 * refund and the cancel was taken back. Null when the refund is no unfinished cancel's.
 */
export async function finishCancelOfRefund(
  ctx: CallContext,
  refundId: number,
): Promise<'finished' | 'declined' | null> {
  const { order_id: orderId } = await ctx.db.kysely
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .select('payments.order_id')
    .where('payment_refunds.id', '=', refundId)
    .executeTakeFirstOrThrow();
  const cancel = (await unfinishedCancels(ctx.db.kysely, ctx.tenant.id, orderId)).find(
    (entry) => entry.plan.refund_id === refundId,
  );
  if (!cancel) return null;
  try {
    await finishCancel(ctx, cancel.requestId);
    return 'finished';
  } catch (error) {
    if (error instanceof DomainError && error.key === 'criticalRefundError') return 'declined';
    throw error;
  }
}
