import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import { giveBackCouponUses } from '../coupons/couponUses.ts';
import type { Database } from '../db/schema.ts';
import { holdingStatuses, settleOrder, settleTimeChange } from '../stock/holds.ts';

type Trx = Transaction<Database>;

/** Expires an order whose hold ran out: its stock and its coupon uses go back. */
export async function expireOrder(trx: Trx, orderId: number): Promise<void> {
  if (await settleOrder(trx, orderId, holdingStatuses, 'expired')) await giveBackCouponUses(trx, orderId);
}

/**
 * Gives back the stock of every expired hold of a tenant (orders and time changes), each in its own short
 * transaction. The lookups run outside any transaction on an index, so reads pay two cheap queries when
 * nothing has expired.
 */
export async function releaseExpiredHolds(db: Kysely<Database>, tenantId: string): Promise<void> {
  const now = nowIso();
  const orders = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', holdingStatuses)
    .where('expires_at', '<', now)
    .execute();
  for (const { id } of orders) await db.transaction().execute((trx) => expireOrder(trx, id));
  const changes = await db
    .selectFrom('time_changes')
    .select('token')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pending')
    .where('expires_at', '<', now)
    .execute();
  for (const { token } of changes) {
    await db.transaction().execute((trx) => settleTimeChange(trx, token, 'expired'));
  }
}

/** Runs `work` in a transaction after releasing the tenant's expired holds. */
export async function withFreshStock<T>(
  db: Kysely<Database>,
  tenantId: string,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  await releaseExpiredHolds(db, tenantId);
  return db.transaction().execute(work);
}
