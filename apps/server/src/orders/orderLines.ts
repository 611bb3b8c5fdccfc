import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * An order's lines in the order they were written (its ticket options, then its set products), each with
 * its product's name and base price and, for an option, the option's name, type and added cost.
 */
export function orderLines(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('options as o', 'o.id', 'l.option_id')
    .select(['l.kind', 'l.option_id', 'l.quantity', 'l.unit_price'])
    .select(['p.name as product_name', 'p.base_price', 'o.name as option_name', 'o.type', 'o.add_cost'])
    .where('l.order_id', '=', orderId)
    .orderBy('l.id')
    .execute();
}

/** The membership promotion an order was priced with (spec 9), when it was. */
export async function orderPromotion(db: Kysely<Database>, promotionId: number | null) {
  if (promotionId === null) return undefined;
  return db
    .selectFrom('membership_promotions')
    .select('name')
    .where('id', '=', promotionId)
    .executeTakeFirst();
}
