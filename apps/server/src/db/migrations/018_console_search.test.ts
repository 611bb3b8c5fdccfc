import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  insertMigrationOrder,
  insertMigrationSlot,
  migrationTestDatabase,
} from '../../../testing/migrationSlot.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { customerSearchKeys } from '../../orders/customerSearch.ts';
import { seedTenants } from '../../seed/seedTenant.ts';

describe('the console search migration on sqlite', () => {
  const { connect, migrateTo } = migrationTestDatabase('sqlite');

  it('keeps the name trigrams of orders written before and after it, as details change and orders go', async () => {
    const db = await connect();
    await migrateTo('017_staff_second_factor');
    await seedTenants(db.kysely, [testTenants.demo as NonNullable<typeof testTenants.demo>]);
    const { productId, spanId } = await insertMigrationSlot(
      db.kysely,
      '7b2e4c1a-9d3f-4a6b-8e5c-1f2a3b4c5d6e',
    );
    const order = async (token: string, fullname: string) => ({
      id: await insertMigrationOrder(db.kysely, {
        token,
        productId,
        spanId,
        searchKeys: customerSearchKeys(null, { fullname }),
      }),
    });
    const before = await order('before', '山田 花子');
    await migrateTo();
    const after = await order('after', 'Hanako Suzuki');
    const found = async (text: string) =>
      (
        await sql<{
          id: number;
        }>`select rowid as id from order_names where order_names match ${`"${text}"`} order by rowid`.execute(
          db.kysely,
        )
      ).rows.map((row) => row.id);
    expect(await found('田花子')).toEqual([before.id]);
    expect(await found('hanako')).toEqual([after.id]);
    await db.kysely
      .updateTable('orders')
      .set(customerSearchKeys(null, { fullname: 'Taro Suzuki' }))
      .where('id', '=', after.id)
      .execute();
    expect(await found('hanako')).toEqual([]);
    expect(await found('suzuki')).toEqual([after.id]);
    await db.kysely.deleteFrom('orders').where('id', '=', after.id).execute();
    expect(await found('suzuki')).toEqual([]);
  });
});
