import type { ErrorKey } from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import { giveBackCouponUses } from '../coupons/couponUses.ts';
import type { Database, OrderStatus, TimeChangeStatus } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { holdSlot, settleSlotHolds } from './slotStock.ts';

type Trx = Transaction<Database>;

/** What holds stock: an order (by id) or a pending time change (by token). */
export type HoldOwner = { kind: 'order'; id: number } | { kind: 'time_change'; token: string };

/** Order statuses that hold stock until their hold expires. */
export const holdingStatuses: OrderStatus[] = ['created', 'ready_checkout', 'paying'];

const outOfStock: Record<HoldOwner['kind'], ErrorKey> = {
  order: 'outOfStock',
  time_change: 'timeChangeOutOfStock',
};

function ownerRow(owner: HoldOwner) {
  return { owner_kind: owner.kind, owner_id: owner.kind === 'order' ? String(owner.id) : owner.token };
}

/**
 * Holds `quantity` of a time span for `owner` with one conditional update, so concurrent requests on any
 * number of replicas can never hold more than the free stock. Throws 'out of stock' (an order) or
 * 'time_change_out_of_stock' (a time change) when the slot lacks it. The slot's row stays locked until the
 * transaction ends, so callers hold stock last, just before committing: on a sell-out every order of the
 * slot waits for that row.
 */
export async function holdStock(
  trx: Trx,
  owner: HoldOwner,
  timeSpanId: number,
  quantity: number,
): Promise<void> {
  if (quantity <= 0) return;
  await trx
    .insertInto('holds')
    .values({ ...ownerRow(owner), time_span_id: timeSpanId, quantity })
    .execute();
  if (!(await holdSlot(trx, timeSpanId, quantity))) throw new DomainError(outOfStock[owner.kind]);
}

/** The slots `owner` holds, each with its time span's product. */
export function heldSlots(trx: Trx, owner: HoldOwner) {
  const { owner_kind, owner_id } = ownerRow(owner);
  return trx
    .selectFrom('holds as h')
    .innerJoin('time_spans as s', 's.id', 'h.time_span_id')
    .select(['h.time_span_id', 'h.quantity', 's.product_id'])
    .where('h.owner_kind', '=', owner_kind)
    .where('h.owner_id', '=', owner_id)
    .execute();
}

/**
 * Ends every hold of `owner`: its tickets become sold (`sell`) or free again. The slots' rows are updated
 * last (they stay locked until the transaction ends).
 */
async function endHolds(trx: Trx, owner: HoldOwner, sell: boolean): Promise<void> {
  const { owner_kind, owner_id } = ownerRow(owner);
  const slots = await heldSlots(trx, owner);
  await trx
    .deleteFrom('holds')
    .where('owner_kind', '=', owner_kind)
    .where('owner_id', '=', owner_id)
    .execute();
  await settleSlotHolds(trx, slots, sell);
}

/**
 * Moves an order from one of `from` to `to` and nothing else; false when another request moved it first.
 * The guard of `settleOrder`, for a caller that ends the holds itself, last (`sellOrderHolds`).
 */
export async function moveOrder(
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
  return Number(moved.numUpdatedRows) === 1;
}

/** Sells what a completed order holds: the last statement of its payment's transaction. */
export const sellOrderHolds = (trx: Trx, orderId: number) =>
  endHolds(trx, { kind: 'order', id: orderId }, true);

/**
 * Moves an order from one of `from` to `to`, giving its held stock back (or selling it when `to` is
 * 'completed'). Returns false when another request moved the order first; the status update is the
 * guard, so stock is never released twice. Coupon uses are the caller's to give back
 * (`giveBackCouponUses`).
 */
export async function settleOrder(
  trx: Trx,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
): Promise<boolean> {
  if (!(await moveOrder(trx, orderId, from, to))) return false;
  await endHolds(trx, { kind: 'order', id: orderId }, to === 'completed');
  return true;
}

/**
 * Moves a pending time change to `to`, giving its held stock back (or selling it when `to` is
 * 'completed'). Returns false when another request moved it first; the status update is the guard, so
 * stock is never released or sold twice.
 */
export async function settleTimeChange(trx: Trx, token: string, to: TimeChangeStatus): Promise<boolean> {
  const moved = await trx
    .updateTable('time_changes')
    .set({ status: to })
    .where('token', '=', token)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await endHolds(trx, { kind: 'time_change', token }, to === 'completed');
  return true;
}

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
