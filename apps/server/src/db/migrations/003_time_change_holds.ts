import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * Time changes: the stock a pending change holds on its new slots (like an order's holds), its language and
 * the slot it moves from, and the payment of a price difference (a payment row of the
 * reservation's order that names its time change).
 */
export const timeChangeHoldsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('time_change_holds')
      .addColumn('time_change_token', 'text', (c) => c.notNull().references('time_changes.token'))
      .addColumn('time_span_id', 'integer', (c) => c.notNull().references('time_spans.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('time_change_holds_pk', ['time_change_token', 'time_span_id'])
      .execute();
    await db.schema
      .alterTable('time_changes')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('ja'))
      .execute();
    await db.schema.alterTable('time_changes').addColumn('previous_time_span_id', 'integer').execute();
    await db.schema.alterTable('payments').addColumn('time_change_token', 'text').execute();
    await db.schema
      .createIndex('time_changes_tenant_status')
      .on('time_changes')
      .columns(['tenant_id', 'status', 'expires_at'])
      .execute();
    await db.schema
      .createIndex('time_changes_reservation')
      .on('time_changes')
      .column('reservation_id')
      .execute();
    await db.schema.createIndex('payments_time_change').on('payments').column('time_change_token').execute();
  },
};
