import type { Kysely } from 'kysely';

/**
 * One product of the demo site and one slot of it, written as the schema of a migration test stands
 * (typed loosely: a migration test runs against the schema as it was, not as typed now).
 */
// biome-ignore lint/suspicious/noExplicitAny: the schema before the migration under test.
export async function insertMigrationSlot(db: Kysely<any>, uuid: string) {
  const { id: productId } = await db
    .insertInto('products')
    .values({
      tenant_id: 'demo',
      uuid,
      product_type: 'ticket',
      sale_type: 'time',
      channels: 'web',
      name: 'Admission',
      description: '',
      naming_right: null,
      caution: null,
      image_path: null,
      base_price: 1200,
      limit_min: 1,
      limit_max: 10,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: spanId } = await db
    .insertInto('time_spans')
    .values({
      product_id: productId,
      date: '2027-01-20',
      start_time: '10:00',
      end_time: '10:30',
      capacity: 40,
      held: 0,
      sold: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { productId: productId as number, spanId: spanId as number };
}
