import { type Kysely, type Migration, sql } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * One table for the stock held on slots, keyed by its owner: an order (`owner_kind` 'order', `owner_id`
 * the order's id) or a time change ('time_change', the change's token). The holds of `order_holds` and
 * `time_change_holds` move over, and those two tables go.
 */
export const holdsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('holds')
      .addColumn('owner_kind', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('time_span_id', 'integer', (c) => c.notNull().references('time_spans.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('holds_pk', ['owner_kind', 'owner_id', 'time_span_id'])
      .execute();
    await sql`insert into holds (owner_kind, owner_id, time_span_id, quantity)
      select 'order', cast(order_id as text), time_span_id, quantity from order_holds`.execute(db);
    await sql`insert into holds (owner_kind, owner_id, time_span_id, quantity)
      select 'time_change', time_change_token, time_span_id, quantity from time_change_holds`.execute(db);
    await db.schema.dropTable('order_holds').execute();
    await db.schema.dropTable('time_change_holds').execute();
  },
};
