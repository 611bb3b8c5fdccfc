import { nowIso, nowMs } from '../clock.ts';
import { finishCancelOfRefund } from '../console/orderCancelFinish.ts';
import type { Logger } from '../log.ts';
import type { CallContext, ServiceContext } from '../service/context.ts';
import { providerPayment } from './paymentAccess.ts';
import { mailRefund } from './refunds.ts';
import {
  openStatuses,
  owedRefundReasons,
  retryRefund,
  settleDeclined,
  settlePaid,
} from './remotePayments.ts';

/** How often the reconciler looks, and how old an open payment must be before it asks about it. */
export interface ReconcilerSettings {
  everyMs: number;
  /** A checkout or return under way settles its own payment; the reconciler leaves younger ones alone. */
  graceMs: number;
  /** Origin of the sites' links in mails the reconciler's completions send (`PUBLIC_URL`). */
  origin: string;
}

export const defaultReconcilerSettings = { everyMs: 60_000, graceMs: 60_000 } as const;

/** A domain context for a tenant outside any request. */
function tenantContext(context: ServiceContext, tenantId: string, origin: string): CallContext | null {
  const tenant = Object.hasOwn(context.tenants, tenantId) ? context.tenants[tenantId] : undefined;
  if (!tenant) return null;
  // No request: no client, and no cookies read or set.
  const cookies = { get: () => undefined, set: () => {} };
  const siteUrl = `${origin}/${tenantId}`;
  return { ...context, tenant, siteUrl, clientIp: '', client: '', cookies, receivedMs: nowMs() };
}

/** What one pass did. */
export interface ReconcileCounts {
  completed: number;
  refunded: number;
  failed: number;
  waiting: number;
  refundsRetried: number;
}

/**
 * One pass: asks each remote provider about the payments it left open (pending after a crash before the
 * provider's answer was recorded, waiting for a visitor who never came back, authorized but not completed)
 * and settles each: paid ones complete their order (or are refunded when it can no longer be), failed
 * ones are recorded failed, and ones still waiting after their order's hold ran out are voided. Refunds a
 * crash left pending (or whose answer was lost) are sent again under their own key, a staff's refund then
 * mailed to its visitor (`mailRefund`), and so are failed refunds of charges that pay for
 * nothing (`owedRefundReasons`); a console cancel's refund is sent by finishing its cancel
 * (`finishCancelOfRefund`), so the tickets it pays for are cancelled with its answer recorded. A refund
 * staff asked for that the provider declined is not: staff were told ('critical refund error'), or, for a
 * cancel a crash cut off, its cancel was taken back; the tickets it was for still admit, and they may ask
 * again.
 */
export async function reconcilePayments(
  context: ServiceContext,
  settings: Pick<ReconcilerSettings, 'graceMs' | 'origin'>,
  logger: Logger,
): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { completed: 0, refunded: 0, failed: 0, waiting: 0, refundsRetried: 0 };
  const db = context.db.kysely;
  const before = nowIso(-settings.graceMs);
  const open = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .select(['orders.status as order_status', 'orders.expires_at as order_expires_at'])
    .where('payments.provider', '!=', 'sandbox')
    .where('payments.status', 'in', [...openStatuses])
    .where('payments.created_at', '<', before)
    .orderBy('payments.id')
    .limit(500)
    .execute();
  for (const row of open) {
    const ctx = tenantContext(context, row.tenant_id, settings.origin);
    if (!ctx) continue;
    try {
      const provider = ctx.payments.named(row.tenant_id, row.provider);
      const state = await provider.lookup(providerPayment(row));
      if (state.state === 'succeeded') {
        const result = await settlePaid(ctx, row.reference, state.providerRef);
        if (result.kind === 'completed') counts.completed += 1;
        else if (result.kind === 'refunded') counts.refunded += 1;
        continue;
      }
      const orderOver =
        row.order_status !== 'paying' || (row.order_expires_at !== null && row.order_expires_at < nowIso());
      if (state.state === 'waiting' && !orderOver) {
        counts.waiting += 1;
        continue;
      }
      if (state.state === 'waiting')
        await provider.cancel(providerPayment({ ...row, provider_ref: state.providerRef }));
      // Failed, voided, or never reached the provider (the start was lost with the crash): nothing is charged.
      await settleDeclined(ctx, row.reference, !orderOver);
      counts.failed += 1;
    } catch (error) {
      logger.warn(
        { err: error, payment: row.reference },
        'Could not reconcile a payment; trying again later',
      );
    }
  }
  const refunds = await db
    .selectFrom('payment_refunds')
    .select(['id', 'tenant_id', 'created_at', 'reason'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'failed'), eb('reason', 'in', [...owedRefundReasons])]),
      ]),
    )
    .where('created_at', '<', before)
    .limit(100)
    .execute();
  for (const refund of refunds) {
    const ctx = tenantContext(context, refund.tenant_id, settings.origin);
    if (!ctx) continue;
    try {
      const cancel = await finishCancelOfRefund(ctx, refund.id);
      if (cancel === 'declined')
        logger.error(
          { refund: refund.id },
          'The provider declined the refund of a console cancel a crash cut off; the cancel was taken back',
        );
      else if (cancel === 'finished') counts.refundsRetried += 1;
      else if (await retryRefund(ctx, refund.id)) {
        counts.refundsRetried += 1;
        // A staff's refund whose answer was lost: its visitor is told now it is given.
        if (refund.reason === 'requested') await mailRefund(ctx, refund.id);
      } else if (refund.reason === 'requested')
        logger.error(
          { refund: refund.id },
          'The provider declined a staff refund whose first answer was lost; its amount is refundable again',
        );
      else
        logger.error(
          { refund: refund.id },
          'The provider declined a refund owed; it is asked again every minute',
        );
    } catch (error) {
      logger.error(
        { err: error, refund: refund.id },
        'A refund was not answered; it is asked again every minute',
      );
    }
  }
  return counts;
}

/** Reconciles at start and then every `everyMs`; `stop` waits for a pass under way. */
export function startReconciler(context: ServiceContext, settings: ReconcilerSettings, logger: Logger) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = reconcilePayments(context, settings, logger)
      .then((counts) => {
        if (counts.completed + counts.refunded + counts.failed + counts.refundsRetried > 0)
          logger.info({ ...counts, at: nowMs() }, 'Reconciled payments with their providers');
      })
      .catch((error) => logger.error({ err: error }, 'Payment reconciliation failed'));
  };
  pass();
  const timer = setInterval(() => {
    if (!stopped) pass();
  }, settings.everyMs);
  timer.unref();
  return {
    /**
     * Stops the passes and waits for the one under way, at most `reconcilerStopWaitMs`: a pass stuck on a
     * database that no longer answers must not hold a shutdown, and leaving it is safe (each payment
     * settles in a transaction of its own; the next start's pass goes on).
     */
    async stop() {
      stopped = true;
      clearInterval(timer);
      let waited: NodeJS.Timeout | undefined;
      const timedOut = new Promise<true>((resolve) => {
        waited = setTimeout(() => resolve(true), reconcilerStopWaitMs);
      });
      if ((await Promise.race([running.then(() => false), timedOut])) === true)
        logger.warn(
          { waitedMs: reconcilerStopWaitMs },
          'A payment reconciliation pass was left unfinished at shutdown',
        );
      clearTimeout(waited);
    },
  };
}

/** How long a shutdown waits for the reconciliation pass under way. */
export const reconcilerStopWaitMs = 5_000;
