import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';

/** The time slot of `timeSpanId`, known to exist (an order's, a reservation's, a change's). */
export function slotById(db: Kysely<Database>, timeSpanId: number) {
  return db.selectFrom('time_spans').selectAll().where('id', '=', timeSpanId).executeTakeFirstOrThrow();
}

/** The slot `timeSpanId` of a product; 'no stock registered' when the product has no such slot. */
export async function productSlot(db: Kysely<Database>, productId: number, timeSpanId: number) {
  const span = await db
    .selectFrom('time_spans')
    .selectAll()
    .where('id', '=', timeSpanId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!span) throw new DomainError('noStockRegistered');
  return span;
}

/**
 * The slot of a set product on `date`, where its tickets go with a main ticket of that day (each set
 * product has one slot a day); undefined when the set product has no stock that day.
 */
export function setProductSlotOn(db: Kysely<Database>, setProductId: number, date: string) {
  return db
    .selectFrom('time_spans')
    .select('id')
    .where('product_id', '=', setProductId)
    .where('date', '=', date)
    .where('closed', '=', 0)
    .executeTakeFirst();
}
