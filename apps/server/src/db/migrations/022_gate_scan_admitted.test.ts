import { afterEach, describe, expect, it } from 'vitest';
import { dropSchema, freshSchema, testDatabases, withSchemaLock } from '../../../testing/testServer.ts';
import { connectDatabase, type Db } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';

describe.each(testDatabases)('the gate scans’ own verdict migration on %s', (database) => {
  const schema = freshSchema();
  const url = database === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null;
  let db: Db;
  afterEach(async () => {
    await db.kysely.destroy();
    if (url) await dropSchema(schema);
  });

  const migrateTo = (name?: string) =>
    withSchemaLock(() => migrateToLatest(db.kysely, db.dialect, url ? schema : undefined, name));
  /** `gate_scans` as the database has it (on PostgreSQL, in this test's own schema). */
  const scansTable = async () =>
    (await db.kysely.introspection.getTables()).find(
      (table) => table.name === 'gate_scans' && (url === null || table.schema === schema),
    );
  const scanColumns = async () => ((await scansTable())?.columns ?? []).map((column) => column.name);

  it('adds what the gate decided as a column scans before it leave empty, and goes back down', async () => {
    db = await connectDatabase({ url, sqlitePath: ':memory:', schema });
    await migrateTo('021_wallet_passes');
    expect(await scanColumns()).not.toContain('admitted');
    await migrateTo();
    const admitted = (await scansTable())?.columns.find((column) => column.name === 'admitted');
    expect(admitted).toMatchObject({ isNullable: true });
    await migrateTo('021_wallet_passes');
    expect(await scanColumns()).not.toContain('admitted');
    expect(await scanColumns()).toContain('device_id');
  });
});
