import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationTestDatabase } from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';

describe.each(testDatabases)('the gate scans’ own verdict migration on %s', (database) => {
  const { url, schema, connect, migrateTo } = migrationTestDatabase(database);

  it('adds what the gate decided as a column scans before it leave empty, and goes back down', async () => {
    const db = await connect();
    /**
     * `gate_scans`' columns as the database has them, each with whether it may be empty: on PostgreSQL
     * those of this test's own schema alone (a look at every schema would meet those other tests drop
     * meanwhile).
     */
    const scansTable = async () =>
      url === null
        ? (
            await sql<{ name: string; notnull: number }>`
              select name, "notnull" from pragma_table_info('gate_scans')`.execute(db.kysely)
          ).rows.map((column) => ({ name: column.name, isNullable: column.notnull === 0 }))
        : (
            await sql<{ name: string; is_nullable: string }>`
              select column_name as name, is_nullable from information_schema.columns
              where table_schema = ${schema} and table_name = 'gate_scans'`.execute(db.kysely)
          ).rows.map((column) => ({ name: column.name, isNullable: column.is_nullable === 'YES' }));
    const scanColumns = async () => (await scansTable()).map((column) => column.name);
    await migrateTo('021_wallet_passes');
    expect(await scanColumns()).not.toContain('admitted');
    await migrateTo();
    const admitted = (await scansTable()).find((column) => column.name === 'admitted');
    expect(admitted).toMatchObject({ isNullable: true });
    await migrateTo('021_wallet_passes');
    expect(await scanColumns()).not.toContain('admitted');
    expect(await scanColumns()).toContain('device_id');
  });
});
