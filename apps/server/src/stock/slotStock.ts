import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

/** A slot's share of a hold: how many of a time span's tickets an order or a time change holds. */
export interface SlotHold {
  time_span_id: number;
  quantity: number;
}

/**
 * Adds `quantity` to a time span's held stock with one conditional update, so concurrent requests on
 * any number of replicas can never hold more than the free stock. False when fewer are free, or when
 * the catalogue has closed the slot.
 */
export async function holdSlot(trx: Trx, timeSpanId: number, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('time_spans')
    .set((eb) => ({ held: eb('held', '+', quantity) }))
    .where('id', '=', timeSpanId)
    .where('closed', '=', 0)
    .where(sql<number>`capacity - held - sold`, '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends holds on their slots: their tickets become sold (`sell`) or free again. */
export async function settleSlotHolds(trx: Trx, holds: readonly SlotHold[], sell: boolean): Promise<void> {
  for (const hold of holds) {
    await trx
      .updateTable('time_spans')
      .set((eb) =>
        sell
          ? { held: eb('held', '-', hold.quantity), sold: eb('sold', '+', hold.quantity) }
          : { held: eb('held', '-', hold.quantity) },
      )
      .where('id', '=', hold.time_span_id)
      .execute();
  }
}
