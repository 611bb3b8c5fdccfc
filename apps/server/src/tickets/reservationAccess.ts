import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';

/** Reservations with what their order says of them (product, slot, language, price, membership). */
function reservationsWithOrder(db: Kysely<Database>) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .selectAll('r')
    .select(['o.product_id', 'o.time_span_id', 'o.lang', 'o.price', 'o.membership_promotion_id'])
    .select(['o.membership_discount', 'o.quantity', 'o.id as order_id']);
}

/** The tenant's reservation of a reservation token, with its order; 'record not found' otherwise. */
export async function reservationOf(db: Kysely<Database>, tenantId: string, token: string) {
  const found = await reservationsWithOrder(db)
    .where('r.tenant_id', '=', tenantId)
    .where('r.token', '=', token)
    .executeTakeFirst();
  if (!found) throw new DomainError('recordNotFound');
  return found;
}

export type ReservationRow = Awaited<ReturnType<typeof reservationOf>>;

/** The reservation of `id`, known to exist (a time change's), with its order. */
export function reservationById(db: Kysely<Database>, id: number): Promise<ReservationRow> {
  return reservationsWithOrder(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

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
