import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database, TimeChangeStatus } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { holdSlot, settleSlotHolds } from './slotStock.ts';

type Trx = Transaction<Database>;

/**
 * Holds `quantity` of a time span for a time change with one conditional update, as an order's hold does,
 * so no number of concurrent changes and orders can take more than the free stock. Throws
 * 'time_change_out_of_stock' when the slot lacks it.
 */
export async function holdForTimeChange(
  trx: Trx,
  timeChangeToken: string,
  timeSpanId: number,
  quantity: number,
): Promise<void> {
  if (quantity <= 0) return;
  if (!(await holdSlot(trx, timeSpanId, quantity))) throw new DomainError('timeChangeOutOfStock');
  await trx
    .insertInto('time_change_holds')
    .values({ time_change_token: timeChangeToken, time_span_id: timeSpanId, quantity })
    .execute();
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
  const holds = await trx
    .selectFrom('time_change_holds')
    .selectAll()
    .where('time_change_token', '=', token)
    .execute();
  await settleSlotHolds(trx, holds, to === 'completed');
  await trx.deleteFrom('time_change_holds').where('time_change_token', '=', token).execute();
  return true;
}

/** Gives back the stock of every pending time change of a tenant whose hold has run out. */
export async function releaseExpiredTimeChanges(db: Kysely<Database>, tenantId: string): Promise<void> {
  const expired = await db
    .selectFrom('time_changes')
    .select('token')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pending')
    .where('expires_at', '<', nowIso())
    .execute();
  for (const { token } of expired) {
    await db.transaction().execute((trx) => settleTimeChange(trx, token, 'expired'));
  }
}
