import { nowIso } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { CallContext } from '../service/context.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';
import { openStatuses, refundCharge, settleDeclined, settlePaid } from './remotePayments.ts';

/** What handling an event did: acted on it, or had handled it before (a resent webhook). */
export type EventHandled = 'handled' | 'replayed';

/** The tenant's payment a provider event names: by the provider's id, or by our reference in its metadata. */
async function paymentOfEvent(
  ctx: CallContext,
  provider: PaymentProvider,
  providerRef: string,
  reference: string | null,
) {
  return (
    ctx.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('tenant_id', '=', ctx.tenant.id)
      .where('provider', '=', provider.name)
      // Our reference, when the event carries it, names one payment; the provider's id is the fallback.
      .$if(reference !== null, (query) => query.where('reference', '=', reference ?? ''))
      .$if(reference === null, (query) => query.where('provider_ref', '=', providerRef))
      .orderBy('id', 'desc')
      .executeTakeFirst()
  );
}

/**
 * Acts on a verified provider webhook once, however often it is sent: each step below is idempotent on its
 * own (a payment settles once, a refund is keyed by its provider id), and the event is recorded as handled
 * once it has been acted on, so a resend answers at once.
 *
 * - paid: the order completes with that state (or the charge is refunded when the order can no longer be
 *   completed, or when the payment was already recorded failed);
 * - failed: the payment is recorded failed and its order goes back to checkout;
 * - refunded: refunds made at the provider (its dashboard) are recorded beside ours;
 * - disputed: recorded and logged for the venue to answer at the provider.
 */
export async function handleProviderEvent(
  ctx: CallContext,
  provider: PaymentProvider,
  event: ProviderEvent,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<EventHandled> {
  const db = ctx.db.kysely;
  const seen = await db
    .selectFrom('provider_events')
    .select('event_id')
    .where('tenant_id', '=', ctx.tenant.id)
    .where('provider', '=', provider.name)
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (seen) return 'replayed';
  let providerRef: string | null = null;
  if (event.type === 'payment.succeeded' || event.type === 'payment.failed') {
    providerRef = event.providerRef;
    const payment = await paymentOfEvent(ctx, provider, event.providerRef, event.reference);
    if (payment && event.type === 'payment.succeeded') {
      if ((openStatuses as readonly string[]).includes(payment.status))
        await settlePaid(ctx, payment.reference, event.providerRef);
      else if (payment.status === 'failed')
        await refundCharge(ctx, { ...payment, provider_ref: event.providerRef }, 'late_charge');
    }
    if (payment && event.type === 'payment.failed') await settleDeclined(ctx, payment.reference, true);
  }
  if (event.type === 'payment.refunded') {
    providerRef = event.providerRef;
    const payment = await paymentOfEvent(ctx, provider, event.providerRef, null);
    if (payment) {
      for (const refund of event.refunds) {
        const known = await db
          .selectFrom('payment_refunds')
          .select('id')
          .where('provider_ref', '=', refund.providerRef)
          .executeTakeFirst();
        const status =
          refund.status === 'succeeded' || refund.status === 'pending' ? refund.status : 'failed';
        if (known) {
          await db.updateTable('payment_refunds').set({ status }).where('id', '=', known.id).execute();
          continue;
        }
        await db
          .insertInto('payment_refunds')
          .values({
            tenant_id: ctx.tenant.id,
            payment_id: payment.id,
            idempotency_key: `provider-${refund.providerRef}`,
            amount: refund.amount,
            status,
            provider_ref: refund.providerRef,
            reason: 'provider',
            created_at: nowIso(),
          })
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .execute();
      }
    }
  }
  if (event.type === 'payment.disputed') {
    providerRef = event.providerRef;
    logger.warn(
      { tenant: ctx.tenant.id, payment: event.providerRef, amount: event.amount, reason: event.reason },
      'A payment is disputed; answer it in the provider’s dashboard',
    );
  }
  await db
    .insertInto('provider_events')
    .values({
      tenant_id: ctx.tenant.id,
      provider: provider.name,
      event_id: event.id,
      event_type: event.type === 'ignored' ? event.providerType : event.type,
      provider_ref: providerRef,
      received_at: nowIso(),
    })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'provider', 'event_id']).doNothing())
    .execute();
  return 'handled';
}
