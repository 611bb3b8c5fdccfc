import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import type { Database, Order, OrderStatus } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { holdingStatuses } from '../stock/holds.ts';
import { expireOrder } from './holdExpiry.ts';

type Trx = Transaction<Database>;

/**
 * Expires the order of `token` when its hold has run out, in its own transaction so the released stock
 * stays released even though the caller then answers 'session_timeout'. The read needs no transaction:
 * `expireOrder` moves only an order still holding.
 */
export async function expireIfDue(db: Kysely<Database>, tenantId: string, token: string): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('token', '=', token)
    .executeTakeFirst();
  if (order && holdingStatuses.includes(order.status) && order.expires_at < nowIso())
    await db.transaction().execute((trx) => expireOrder(trx, order.id));
}

/** The order of `id`, known to exist (a payment's, a reservation's). */
export function orderById(db: Trx | Kysely<Database>, id: number): Promise<Order> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The tenant's order of `token`: 'record not found' when unknown, 'session_timeout' once its hold ended. */
export async function findOrder(db: Trx | Kysely<Database>, tenantId: string, token: string, lock = false) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('token', '=', token)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!order) throw new DomainError('recordNotFound');
  const lapsed = holdingStatuses.includes(order.status) && order.expires_at < nowIso();
  if (order.status === 'expired' || lapsed) throw new DomainError('sessionTimeout');
  return order;
}

/**
 * Runs `work` on the order of `token` in a transaction. On PostgreSQL the order row is locked, so
 * concurrent calls on one order (two coupons, two checkouts) run one after the other. An order whose
 * hold has run out answers 'session_timeout' and is expired once that transaction has rolled back, in
 * its own, so its stock is given back: the common case, an order still held, pays no extra round trip.
 */
export async function withOrder<T>(
  db: Db,
  tenantId: string,
  token: string,
  work: (trx: Trx, order: Order) => Promise<T>,
): Promise<T> {
  try {
    return await db.kysely
      .transaction()
      .execute(async (trx) => work(trx, await findOrder(trx, tenantId, token, db.dialect === 'postgres')));
  } catch (error) {
    if (error instanceof DomainError && error.key === 'sessionTimeout')
      await expireIfDue(db.kysely, tenantId, token);
    throw error;
  }
}

export function requireStatus(order: Order, statuses: OrderStatus[]): void {
  if (!statuses.includes(order.status)) throw new DomainError('invalidOrderStatus');
}
