import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * A venue's catalogue as data (tenants/<id>/catalogue.jsonc): each product and ticket type knows its
 * catalogue key, so an apply finds it again; what a catalogue no longer lists stops selling instead of
 * being deleted (orders, tickets and check-ins keep pointing at it); a slot can close; the tenant keeps
 * the catalogue last applied, from which the stock rolls forward every day.
 */
export const catalogueMigration: Migration = {
  async up(db: AnyDb) {
    const stopped = (table: string) =>
      db.schema
        .alterTable(table)
        .addColumn('stopped', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema.alterTable('tenants').addColumn('catalogue', 'text').execute();
    await db.schema.alterTable('tenants').addColumn('catalogue_applied_at', 'text').execute();
    await db.schema.alterTable('products').addColumn('catalogue_key', 'text').execute();
    await stopped('products');
    await db.schema.alterTable('products').addColumn('sale_from', 'text').execute();
    await db.schema.alterTable('products').addColumn('sale_until', 'text').execute();
    await db.schema.alterTable('options').addColumn('catalogue_key', 'text').execute();
    await stopped('options');
    await stopped('coupons');
    await stopped('membership_promotions');
    await db.schema
      .alterTable('time_spans')
      .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('products_tenant_key')
      .on('products')
      .columns(['tenant_id', 'catalogue_key'])
      .unique()
      .execute();
  },
};
