import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database, OrderStatus } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { holdSlot, settleSlotHolds } from './slotStock.ts';
import { releaseExpiredTimeChanges } from './timeChangeHolds.ts';

type Trx = Transaction<Database>;

/** Order statuses that hold stock until their hold expires. */
export const holdingStatuses: OrderStatus[] = ['created', 'ready_checkout', 'paying'];

/**
 * Holds `quantity` of a time span with one conditional update, so concurrent requests on any number of
 * replicas can never hold more than the free stock. Throws 'out of stock' when the slot lacks it.
 */
export async function holdStock(
  trx: Trx,
  orderId: number,
  timeSpanId: number,
  quantity: number,
): Promise<void> {
  if (quantity <= 0) return;
  if (!(await holdSlot(trx, timeSpanId, quantity))) throw new DomainError('outOfStock');
  await trx
    .insertInto('order_holds')
    .values({ order_id: orderId, time_span_id: timeSpanId, quantity })
    .execute();
}

/**
 * Moves an order from one of `from` to `to`, giving its held stock back (or selling it when `to` is
 * 'completed') and its coupon uses back (unless completed). Returns false when another request moved the
 * order first; the status update is the guard, so stock is never released twice.
 */
export async function settleOrder(
  trx: Trx,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const holds = await trx.selectFrom('order_holds').selectAll().where('order_id', '=', orderId).execute();
  await settleSlotHolds(trx, holds, to === 'completed');
  await trx.deleteFrom('order_holds').where('order_id', '=', orderId).execute();
  if (to !== 'completed') {
    const coupons = await trx
      .selectFrom('order_coupons')
      .select('coupon_id')
      .where('order_id', '=', orderId)
      .execute();
    for (const { coupon_id } of coupons) {
      await trx
        .updateTable('coupons')
        .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
        .where('id', '=', coupon_id)
        .execute();
    }
  }
  return true;
}

/**
 * Gives back the stock of every expired hold of a tenant (orders and time changes), each in its own short
 * transaction. The lookups run outside any transaction on an index, so reads pay two cheap queries when
 * nothing has expired.
 */
export async function releaseExpiredHolds(db: Kysely<Database>, tenantId: string): Promise<void> {
  const expired = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', holdingStatuses)
    .where('expires_at', '<', nowIso())
    .execute();
  for (const { id } of expired) {
    await db.transaction().execute((trx) => settleOrder(trx, id, holdingStatuses, 'expired'));
  }
  await releaseExpiredTimeChanges(db, tenantId);
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
