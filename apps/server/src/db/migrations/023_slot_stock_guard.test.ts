import { describe, expect, it } from 'vitest';
import { insertMigrationSlot, migrationTestDatabase } from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { seedTenants } from '../../seed/seedTenant.ts';
import { slotShortRefusal } from '../commitTail.ts';

describe.each(testDatabases)('the slot stock guard migration on %s', (database) => {
  const { connect, migrateTo } = migrationTestDatabase(database);

  it('refuses a hold beyond the free stock or on a closed slot, lets sales and releases through, and goes back down', async () => {
    const db = await connect();
    await migrateTo();
    await seedTenants(db.kysely, [testTenants.demo as NonNullable<typeof testTenants.demo>]);
    const { spanId } = await insertMigrationSlot(db.kysely, 'b7c1a7e0-0000-4000-8000-000000000023');
    const slot = db.kysely.updateTable('time_spans').where('id', '=', spanId);
    const stock = () =>
      db.kysely
        .selectFrom('time_spans')
        .select(['held', 'sold'])
        .where('id', '=', spanId)
        .executeTakeFirstOrThrow();
    const refusal = (error: unknown) => slotShortRefusal(error, 'outOfStock')?.key;

    await slot.set((eb) => ({ held: eb('held', '+', 39) })).execute();
    await slot.set((eb) => ({ held: eb('held', '-', 3), sold: eb('sold', '+', 3) })).execute();
    await expect(
      slot
        .set((eb) => ({ held: eb('held', '+', 2) }))
        .execute()
        .catch(refusal),
    ).resolves.toBe('outOfStock');
    expect(await stock()).toEqual({ held: 36, sold: 3 });
    await slot.set((eb) => ({ held: eb('held', '+', 1) })).execute();
    await slot.set((eb) => ({ held: eb('held', '-', 10) })).execute();
    await slot.set({ closed: 1 }).execute();
    await expect(
      slot
        .set((eb) => ({ held: eb('held', '+', 1) }))
        .execute()
        .catch(refusal),
    ).resolves.toBe('outOfStock');
    expect(await stock()).toEqual({ held: 27, sold: 3 });

    await migrateTo('022_gate_scan_admitted');
    await slot.set((eb) => ({ held: eb('held', '+', 1) })).execute();
    expect(await stock()).toEqual({ held: 28, sold: 3 });
  });
});
