import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * What the venue console changes in the stock and coupons, kept apart from what the catalogue says, so an
 * apply of the catalogue leaves it as the console set it: a day or slot the console closed, a slot
 * capacity it set, a product whose sales it paused, a coupon it disabled, and the invitation codes it
 * generated (their batch and when).
 */
export const consoleStockMigration: Migration = {
  async up(db: AnyDb) {
    const flag = (table: string, column: string) =>
      db.schema
        .alterTable(table)
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    await flag('stock_days', 'staff_closed');
    await flag('time_spans', 'staff_closed');
    await flag('time_spans', 'staff_capacity');
    await flag('products', 'paused');
    await flag('coupons', 'disabled');
    await db.schema.alterTable('coupons').addColumn('batch', 'text').execute();
    await db.schema.alterTable('coupons').addColumn('created_at', 'text').execute();
  },
};
