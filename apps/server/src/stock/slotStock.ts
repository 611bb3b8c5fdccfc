import type { ErrorKey } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { atCommit, slotShortRefusal } from '../db/commitTail.ts';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

/** A slot's share of a hold: how many of a time span's tickets an order or a time change holds. */
export interface SlotHold {
  time_span_id: number;
  quantity: number;
}

/**
 * Adds `quantity` to a time span's held stock. The database's stock guard (migration 023) refuses it when
 * fewer are free or the catalogue has closed the slot, so concurrent requests on any number of replicas
 * can never hold more than the free stock; the transaction then fails with `refusal`. On PostgreSQL the
 * update goes with the transaction's `COMMIT` (`atCommit`), so it is the transaction's last word and the
 * refusal comes from the commit.
 */
export async function holdSlot(
  trx: Trx,
  timeSpanId: number,
  quantity: number,
  refusal: ErrorKey,
): Promise<void> {
  try {
    await trx
      .updateTable('time_spans')
      .set((eb) => ({ held: eb('held', '+', quantity) }))
      .where('id', '=', timeSpanId)
      .modifyEnd(atCommit(refusal))
      .execute();
  } catch (error) {
    throw slotShortRefusal(error, refusal) ?? error;
  }
}

/**
 * Ends holds on their slots: their tickets become sold (`sell`) or free again. On PostgreSQL the updates
 * go with the transaction's `COMMIT` (`atCommit`).
 */
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
      .modifyEnd(atCommit())
      .execute();
  }
}
