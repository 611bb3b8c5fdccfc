import { afterEach, describe, expect, it } from 'vitest';
import { insertMigrationOrder, insertMigrationSlot } from '../../../testing/migrationSlot.ts';
import { dropSchema, freshSchema, testDatabases, withSchemaLock } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { customerSearchKeys } from '../../orders/customerSearch.ts';
import { seedTenants } from '../../seed/seedTenant.ts';
import { connectDatabase, type Db } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';

describe.each(testDatabases)('the order search migration on %s', (database) => {
  const schema = freshSchema();
  const url = database === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null;
  let db: Db;
  afterEach(async () => {
    await db.kysely.destroy();
    if (url) await dropSchema(schema);
  });

  it('fills in the search keys of the orders already there, as new details write them', async () => {
    db = await connectDatabase({ url, sqlitePath: ':memory:', schema });
    await withSchemaLock(() => migrateToLatest(db.kysely, db.dialect, url ? schema : undefined, '012_staff'));
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
    await withSchemaLock(() => migrateToLatest(db.kysely, db.dialect, url ? schema : undefined));
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
