import type { ErrorKey } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import type { Database, OrderStatus, TimeChangeStatus } from '../db/schema.ts';
import { moveOrder } from '../orders/orderStatus.ts';
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
 * Holds `quantity` of a time span for `owner` (`holdSlot`), so concurrent requests on any number of
 * replicas can never hold more than the free stock. The transaction fails with 'out of stock' (an order)
 * or 'time_change_out_of_stock' (a time change) when the slot lacks it: at once on SQLite, at its commit on
 * PostgreSQL. The slot's row stays locked until the transaction ends, so callers hold stock last: on a
 * sell-out every order of the slot waits for that row.
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
  await holdSlot(trx, timeSpanId, quantity, outOfStock[owner.kind]);
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
  const slots = await trx
    .deleteFrom('holds')
    .where('owner_kind', '=', owner_kind)
    .where('owner_id', '=', owner_id)
    .returning(['time_span_id', 'quantity'])
    .execute();
  await settleSlotHolds(trx, slots, sell);
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
