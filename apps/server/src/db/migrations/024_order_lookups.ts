import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * Indexes for the lookups of an order's lines and payments and a payment's refunds, which every ticket view,
 * checkout and refund makes. Without them each of these read every row of its table: after a year of a busy
 * venue's sales (a million orders) a ticket view took twice the CPU it took on an empty database.
 */
export const orderLookupsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
    await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
    await db.schema
      .createIndex('payment_refunds_payment')
      .on('payment_refunds')
      .column('payment_id')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('payment_refunds_payment').execute();
    await db.schema.dropIndex('payments_order').execute();
    await db.schema.dropIndex('order_lines_order').execute();
  },
};
