import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationTestDatabase } from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { nowIso } from '../../clock.ts';
import { seedTenants } from '../../seed/seedTenant.ts';

describe.each(testDatabases)('the wallet passes migration on %s', (database) => {
  const { connect, migrateTo } = migrationTestDatabase(database);

  it('keeps one registration a device and pass, one update time a pass, and goes back down', async () => {
    const db = await connect();
    await migrateTo('019_order_name_grams');
    await seedTenants(db.kysely, [testTenants.demo as NonNullable<typeof testTenants.demo>]);
    await migrateTo();
    const registration = (device: string, serial: string) => ({
      tenant_id: 'demo',
      device_id: device,
      pass_type_id: 'pass.example.venue',
      serial_number: serial,
      push_token: `token-${device}`,
      created_at: nowIso(),
    });
    await db.kysely
      .insertInto('wallet_pass_registrations')
      .values([registration('phone', 'demo-T00000001'), registration('watch', 'demo-T00000001')])
      .execute();
    await expect(
      db.kysely
        .insertInto('wallet_pass_registrations')
        .values(registration('phone', 'demo-T00000001'))
        .execute(),
    ).rejects.toThrow();
    // A registration names a site that exists.
    await expect(
      db.kysely
        .insertInto('wallet_pass_registrations')
        .values({ ...registration('phone', 'nowhere-T00000001'), tenant_id: 'nowhere' })
        .execute(),
    ).rejects.toThrow();
    const update = { tenant_id: 'demo', serial_number: 'demo-T00000001', updated_at: nowIso() };
    await db.kysely.insertInto('wallet_pass_updates').values(update).execute();
    await expect(db.kysely.insertInto('wallet_pass_updates').values(update).execute()).rejects.toThrow();
    const devices = await db.kysely
      .selectFrom('wallet_pass_registrations')
      .select('device_id')
      .where('serial_number', '=', 'demo-T00000001')
      .orderBy('device_id')
      .execute();
    expect(devices.map((row) => row.device_id)).toEqual(['phone', 'watch']);

    await migrateTo('019_order_name_grams');
    await expect(sql`select count(*) from wallet_pass_registrations`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select count(*) from wallet_pass_updates`.execute(db.kysely)).rejects.toThrow();
    await migrateTo();
    expect(await db.kysely.selectFrom('wallet_pass_updates').selectAll().execute()).toEqual([]);
  });
});
