import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { type ReservationRow, reservationOf } from '../tickets/reservationAccess.ts';

/**
 * The reservation of a paid order, which the console's actions on tickets work on; 'invalid order status'
 * for an order that is not paid (or no longer: cancelled).
 */
export async function paidReservation(
  db: Kysely<Database>,
  order: { id: number; tenant_id: string; status: string },
): Promise<ReservationRow> {
  const row = await db
    .selectFrom('reservations')
    .select('token')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (order.status !== 'completed' || !row) throw new DomainError('invalidOrderStatus');
  return reservationOf(db, order.tenant_id, row.token);
}
