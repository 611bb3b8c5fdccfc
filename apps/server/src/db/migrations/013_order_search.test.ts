import { describe, expect, it } from 'vitest';
import {
  insertMigrationOrder,
  insertMigrationSlot,
  migrationTestDatabase,
} from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { customerSearchKeys } from '../../orders/customerSearch.ts';
import { seedTenants } from '../../seed/seedTenant.ts';

describe.each(testDatabases)('the order search migration on %s', (database) => {
  const { connect, migrateTo } = migrationTestDatabase(database);

  it('fills in the search keys of the orders already there, as new details write them', async () => {
    const db = await connect();
    await migrateTo('012_staff');
    await seedTenants(db.kysely, [testTenants.demo as NonNullable<typeof testTenants.demo>]);
    const { productId, spanId } = await insertMigrationSlot(
      db.kysely,
      '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10',
    );
    const contents = { fullname: 'ｙａｍａｄａ　Hanako', phone: '０９０-1234-5678', email: 'Y@Example.com' };
    const order = (token: string, email: string | null, info: Record<string, string>) =>
      insertMigrationOrder(db.kysely, {
        token,
        productId,
        spanId,
        email,
        customerInfo: JSON.stringify(Object.entries(info).map(([key, value]) => ({ key, value }))),
      });
    await order('with-details', contents.email, contents);
    await order('without-details', null, {});
    await migrateTo();
    const rows = await db.kysely
      .selectFrom('orders')
      .select(['token', 'search_email', 'search_phone', 'search_name'])
      .orderBy('token')
      .execute();
    expect(rows).toEqual([
      { token: 'with-details', ...customerSearchKeys(contents.email, contents) },
      { token: 'without-details', search_email: null, search_phone: null, search_name: null },
    ]);
    expect(rows[0]).toMatchObject({
      search_email: 'y@example.com',
      search_phone: '09012345678',
      search_name: 'yamadahanako',
    });
  });
});
