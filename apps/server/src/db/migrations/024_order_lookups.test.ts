import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationTestDatabase } from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';

const added = ['order_lines_order', 'payment_refunds_payment', 'payments_order'];

describe.each(testDatabases)('the order lookups migration on %s', (database) => {
  const { url, schema, connect, migrateTo } = migrationTestDatabase(database);

  it('indexes an order’s lines and payments and a payment’s refunds, and goes back down', async () => {
    const db = await connect();
    /** This migration's indexes the database has (on PostgreSQL, in this test's own schema). */
    const indexes = async () =>
      (url === null
        ? (
            await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(
              db.kysely,
            )
          ).rows
        : (
            await sql<{ name: string }>`
              select indexname as name from pg_indexes where schemaname = ${schema}`.execute(db.kysely)
          ).rows
      )
        .map((index) => index.name)
        .filter((name) => added.includes(name))
        .sort();
    await migrateTo('023_slot_stock_guard');
    expect(await indexes()).toEqual([]);
    await migrateTo();
    expect(await indexes()).toEqual(added);
    if (url === null) {
      // SQLite plans by what indexes there are, whatever the rows: the ticket view's lines come by the index.
      const plan = await sql<{ detail: string }>`
        explain query plan select * from order_lines where order_id = ${1} order by id`.execute(db.kysely);
      expect(plan.rows.map((row) => row.detail).join('\n')).toContain('order_lines_order');
    }
    await migrateTo('023_slot_stock_guard');
    expect(await indexes()).toEqual([]);
  });
});
