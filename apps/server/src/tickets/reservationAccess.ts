import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';

/** The tenant's reservation of a reservation token, with its order; 'record not found' otherwise. */
export async function reservationOf(db: Kysely<Database>, tenantId: string, token: string) {
  const found = await db
    .selectFrom('reservations as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select(['o.product_id', 'o.time_span_id', 'o.lang', 'o.price', 'o.membership_promotion_id'])
    .select(['o.membership_discount', 'o.quantity', 'o.id as order_id'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.token', '=', token)
    .executeTakeFirst();
  if (!found) throw new DomainError('recordNotFound');
  return found;
}

export type ReservationRow = Awaited<ReturnType<typeof reservationOf>>;

/** The reservation a share token points to, scoped to the tenant. */
export async function sharedReservationOf(db: Kysely<Database>, tenantId: string, shareToken: string) {
  const share = await db
    .selectFrom('share_tokens as s')
    .innerJoin('reservations as r', 'r.id', 's.reservation_id')
    .select('r.token')
    .where('s.tenant_id', '=', tenantId)
    .where('s.token', '=', shareToken)
    .executeTakeFirst();
  if (!share) throw new DomainError('recordNotFound');
  return reservationOf(db, tenantId, share.token);
}
