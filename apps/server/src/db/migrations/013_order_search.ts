import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/** The keys of `orders/customerSearch.ts` as they were when this migration was written. */
function keysOf(email: string | null, contents: Record<string, string>) {
  const phone = (contents.phone ?? '').normalize('NFKC').replace(/\D/g, '');
  const name = (contents.fullname ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  return {
    search_email: email ? email.normalize('NFKC').trim().toLowerCase() : null,
    search_phone: phone === '' ? null : phone,
    search_name: name === '' ? null : name,
  };
}

/** Orders rewritten per statement batch while the keys of existing orders are filled in. */
const batchSize = 500;

/**
 * The console finds orders by the buyer's address, phone and name: each order keeps them as search keys
 * (`orders/customerSearch.ts`: the address lowercased, the phone's digits, the name lowercased without spaces),
 * written with the customer's details; the address and phone are indexed per tenant, as is a
 * reservation's number and an order's creation time (the list's order).
 */
export const orderSearchMigration: Migration = {
  async up(db: AnyDb) {
    for (const column of ['search_email', 'search_phone', 'search_name'])
      await db.schema.alterTable('orders').addColumn(column, 'text').execute();
    let lastId = 0;
    for (;;) {
      const rows: { id: number; email: string | null; customer_info: string }[] = await db
        .selectFrom('orders')
        .select(['id', 'email', 'customer_info'])
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(batchSize)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const answers = JSON.parse(row.customer_info) as { key: string; value: string }[];
        const contents = Object.fromEntries(answers.map(({ key, value }) => [key, value]));
        const keys = keysOf(row.email, contents);
        await db
          .updateTable('orders')
          .set({
            search_email: keys.search_email,
            search_phone: keys.search_phone,
            search_name: keys.search_name,
          })
          .where('id', '=', row.id)
          .execute();
      }
      lastId = rows.at(-1)?.id ?? lastId;
    }
    await db.schema
      .createIndex('orders_search_email')
      .on('orders')
      .columns(['tenant_id', 'search_email'])
      .execute();
    await db.schema
      .createIndex('orders_search_phone')
      .on('orders')
      .columns(['tenant_id', 'search_phone'])
      .execute();
    await db.schema.createIndex('orders_created').on('orders').columns(['tenant_id', 'created_at']).execute();
    await db.schema
      .createIndex('reservations_number')
      .on('reservations')
      .columns(['tenant_id', 'reservation_number'])
      .execute();
  },
};
