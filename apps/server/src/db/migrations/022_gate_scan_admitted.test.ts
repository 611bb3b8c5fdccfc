import { describe, expect, it } from 'vitest';
import { migrationTestDatabase } from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';

describe.each(testDatabases)('the gate scans’ own verdict migration on %s', (database) => {
  const { url, schema, connect, migrateTo } = migrationTestDatabase(database);

  it('adds what the gate decided as a column scans before it leave empty, and goes back down', async () => {
    const db = await connect();
    /** `gate_scans` as the database has it (on PostgreSQL, in this test's own schema). */
    const scansTable = async () =>
      (await db.kysely.introspection.getTables()).find(
        (table) => table.name === 'gate_scans' && (url === null || table.schema === schema),
      );
    const scanColumns = async () => ((await scansTable())?.columns ?? []).map((column) => column.name);
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
