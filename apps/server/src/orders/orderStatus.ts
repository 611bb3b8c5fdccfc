import type { Transaction, Updateable } from 'kysely';
import type { Database, OrderStatus, OrderTable } from '../db/schema.ts';

type Trx = Transaction<Database>;

/**
 * Every move an order's status can make. A web order is `created` with its hold, gets the visitor's
 * details (`ready_checkout`, again on each change of them), starts paying (`paying`), and ends
 * `completed` once its payment is captured; a declined payment the visitor may retry returns it to
 * `ready_checkout`. Until it completes it can be cancelled (by the visitor, or a payment declined for
 * good) or expire with its hold. A spot order starts at `ready_checkout`.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['ready_checkout', 'cancelled', 'expired'],
  ready_checkout: ['ready_checkout', 'paying', 'cancelled', 'expired'],
  paying: ['ready_checkout', 'completed', 'cancelled', 'expired'],
  completed: ['cancelled'],
  cancelled: [],
  expired: [],
};

/** The statuses an order is created in: a web order waits for details, a spot order has them. */
export function startStatus(channel: string): OrderStatus {
  return channel === 'spot' ? 'ready_checkout' : 'created';
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** What a move may write beside the status, in the same statement (the details, the payment method). */
export type OrderMoveChanges = Omit<Updateable<OrderTable>, 'status' | 'id'>;

/**
 * Moves order `orderId` to `to` when its status is one of `from`, writing `changes` in the same
 * statement; false when it was in none of them (another request moved it first). The only writer of
 * `orders.status`. A `from` that cannot move to `to` is a fault of the caller and throws before writing.
 */
export async function moveOrder(
  trx: Trx,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  changes: OrderMoveChanges = {},
): Promise<boolean> {
  const wrong = from.filter((status) => !canMoveOrder(status, to));
  if (wrong.length > 0) throw new Error(`an order cannot move from ${wrong.join(', ')} to ${to}`);
  const moved = await trx
    .updateTable('orders')
    .set({ ...changes, status: to })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
