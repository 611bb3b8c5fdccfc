import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The orders that hold or bought places in the given slots, named as staff find them: a completed
 * order by its reservation number, one in checkout by its status and id.
 */
export async function ordersInSlots(trx: Transaction<Database>, timeSpanIds: number[]): Promise<string[]> {
  if (timeSpanIds.length === 0) return [];
  const rows = await trx
    .selectFrom('orders as o')
    .leftJoin('reservations as r', 'r.order_id', 'o.id')
    .select(['o.id', 'o.status', 'r.reservation_number'])
    .where('o.status', 'not in', ['cancelled', 'expired', 'created'])
    .where((eb) =>
      eb.or([
        eb('o.time_span_id', 'in', timeSpanIds),
        eb(
          'o.id',
          'in',
          eb.selectFrom('order_lines').select('order_id').where('time_span_id', 'in', timeSpanIds),
        ),
      ]),
    )
    .orderBy('o.id')
    .execute();
  return rows.map((row) => row.reservation_number ?? `order ${row.id} (${row.status})`);
}
