import { type Kysely, sql, type Transaction } from 'kysely';
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
 * transaction. One lookup of both runs outside any transaction on their indexes, so reads pay one cheap
 * query when nothing has expired.
 */
export async function releaseExpiredHolds(db: Kysely<Database>, tenantId: string): Promise<void> {
  const now = nowIso();
  const expired = await db
    .selectFrom('orders')
    .select([sql<number | null>`id`.as('order_id'), sql<string | null>`null`.as('change_token')])
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', holdingStatuses)
    .where('expires_at', '<', now)
    .unionAll(
      db
        .selectFrom('time_changes')
        .select([sql<number | null>`null`.as('order_id'), sql<string | null>`token`.as('change_token')])
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'pending')
        .where('expires_at', '<', now),
    )
    .execute();
  for (const { order_id: orderId, change_token: token } of expired) {
    if (orderId !== null) await db.transaction().execute((trx) => expireOrder(trx, orderId));
    else if (token !== null) await db.transaction().execute((trx) => settleTimeChange(trx, token, 'expired'));
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
