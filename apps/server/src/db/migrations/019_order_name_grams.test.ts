import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  insertMigrationOrder,
  insertMigrationSlot,
  migrationTestDatabase,
} from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { nowIso } from '../../clock.ts';
import { customerSearchKeys } from '../../orders/customerSearch.ts';
import { seedTenants } from '../../seed/seedTenant.ts';

describe.each(testDatabases)('the order name grams migration on %s', (database) => {
  const { url, schema, connect, migrateTo } = migrationTestDatabase(database);

  it('cuts the names of orders before and after it into grams, follows changes, and goes back down', async () => {
    const db = await connect();
    await migrateTo('018_console_search');
    await seedTenants(db.kysely, [testTenants.demo as NonNullable<typeof testTenants.demo>]);
    const { productId, spanId } = await insertMigrationSlot(
      db.kysely,
      '5d0c7e2b-41a9-4f3e-b6d8-9a2c1e7f4b30',
    );
    const createdAt = nowIso();
    const order = (token: string, fullname: string | null) =>
      insertMigrationOrder(db.kysely, {
        token,
        productId,
        spanId,
        createdAt,
        searchKeys: customerSearchKeys(null, fullname === null ? {} : { fullname }),
      });
    const grams = async (orderId: number) =>
      (
        await sql<{ gram: string; tenant_id: string; created_at: string }>`
          select gram, tenant_id, created_at from order_name_grams where order_id = ${orderId}`.execute(
          db.kysely,
        )
      ).rows
        .map((row) => {
          expect(row).toMatchObject({ tenant_id: 'demo', created_at: createdAt });
          return row.gram;
        })
        .sort();
    const before = await order('before', '山田 花子');
    const romajiBefore = await order('romaji-before', 'Hanako Yamada');
    await migrateTo();
    expect(await grams(before)).toEqual(['子', '山', '山田', '田', '田花', '花', '花子'].sort());
    expect(await grams(romajiBefore)).toEqual([]);

    // A gram twice in a name is kept once; letters beside kana make no gram with them.
    const after = await order('after', 'ささき Ann');
    expect(await grams(after)).toEqual(['き', 'さ', 'さき', 'ささ'].sort());
    const withoutName = await order('without-name', null);
    expect(await grams(withoutName)).toEqual([]);
    await db.kysely
      .updateTable('orders')
      .set(customerSearchKeys(null, { fullname: '林 凛' }))
      .where('id', '=', withoutName)
      .execute();
    expect(await grams(withoutName)).toEqual(['凛', '林', '林凛'].sort());
    await db.kysely
      .updateTable('orders')
      .set(customerSearchKeys(null, { fullname: 'Rin Hayashi' }))
      .where('id', '=', withoutName)
      .execute();
    expect(await grams(withoutName)).toEqual([]);
    await db.kysely.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', after).execute();
    expect(await grams(after)).toHaveLength(4);
    await db.kysely.deleteFrom('orders').where('id', '=', after).execute();
    expect(await grams(after)).toEqual([]);

    const listIndexes = async () =>
      url
        ? (
            await sql<{ indexdef: string }>`
              select indexdef from pg_indexes
              where schemaname = ${schema} and indexname in ('orders_created', 'orders_status_created')
              order by indexname`.execute(db.kysely)
          ).rows.map((row) => row.indexdef.replace(/^.*\((.*)\)$/, '$1'))
        : [];
    if (url)
      expect(await listIndexes()).toEqual(['tenant_id, created_at, id', 'tenant_id, status, created_at, id']);

    await migrateTo('018_console_search');
    if (url) expect(await listIndexes()).toEqual(['tenant_id, created_at', 'tenant_id, status, created_at']);
    await expect(sql`select count(*) from order_name_grams`.execute(db.kysely)).rejects.toThrow();
    // No trigger is left to write to the table gone.
    const whileDown = await order('while-down', '田中 蓮');
    await migrateTo();
    expect(await grams(before)).toEqual(['子', '山', '山田', '田', '田花', '花', '花子'].sort());
    expect(await grams(whileDown)).toEqual(['中', '田', '田中', '中蓮', '蓮'].sort());
  });
});
