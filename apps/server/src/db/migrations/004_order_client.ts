import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * The client an order was made by (its address, or an IPv6 address's /64 network), so the tickets one
 * client holds at once can be counted; older orders have none.
 */
export const orderClientMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('orders').addColumn('client_key', 'text').execute();
    await db.schema
      .createIndex('orders_client')
      .on('orders')
      .columns(['tenant_id', 'client_key', 'expires_at'])
      .execute();
  },
};
