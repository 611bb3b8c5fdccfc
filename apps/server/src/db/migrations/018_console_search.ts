import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../dialect.ts';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * The console's order search over a year of sales (`pnpm bench:console`): a venue's orders of a status
 * newest first, the orders of a slot, the slots of a day, and part of a buyer's name found through
 * trigrams of the name key: PostgreSQL's pg_trgm index (when the server offers the extension), SQLite's
 * FTS5 trigram table `order_names`, kept by triggers. Names of fewer than three characters have no
 * trigram and are still looked for among the venue's orders.
 */
export function consoleSearchMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createIndex('orders_status_created')
        .on('orders')
        .columns(['tenant_id', 'status', 'created_at'])
        .execute();
      await db.schema.createIndex('orders_time_span').on('orders').column('time_span_id').execute();
      await db.schema.createIndex('time_spans_date').on('time_spans').column('date').execute();
      if (dialect === 'postgres') {
        const { rows } = await sql<{ name: string }>`
          select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
        if (rows.length === 0) return;
        // In public, whichever schema the tables are in: the extension is one per database.
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`create index orders_search_name on orders using gin (search_name public.gin_trgm_ops)`.execute(
          db,
        );
        return;
      }
      await sql`create virtual table order_names using fts5(search_name, content='orders', content_rowid='id', tokenize='trigram')`.execute(
        db,
      );
      await sql`insert into order_names (rowid, search_name)
        select id, search_name from orders where search_name is not null`.execute(db);
      await sql`create trigger order_names_insert after insert on orders when new.search_name is not null begin
        insert into order_names (rowid, search_name) values (new.id, new.search_name); end`.execute(db);
      await sql`create trigger order_names_update after update of search_name on orders begin
        insert into order_names (order_names, rowid, search_name)
          select 'delete', old.id, old.search_name where old.search_name is not null;
        insert into order_names (rowid, search_name)
          select new.id, new.search_name where new.search_name is not null; end`.execute(db);
      await sql`create trigger order_names_delete after delete on orders when old.search_name is not null begin
        insert into order_names (order_names, rowid, search_name) values ('delete', old.id, old.search_name); end`.execute(
        db,
      );
    },
  };
}
