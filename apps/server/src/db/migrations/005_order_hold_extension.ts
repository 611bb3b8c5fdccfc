import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/** Whether the visitor has used an order's one hold extension (`POST /orders/{token}/extend`): 0 or 1. */
export const orderHoldExtensionMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('orders')
      .addColumn('hold_extended', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
