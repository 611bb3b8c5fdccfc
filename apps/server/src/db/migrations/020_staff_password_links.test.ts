import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationTestDatabase } from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { seedTenants } from '../../seed/seedTenant.ts';

describe.each(testDatabases)('the staff password links migration on %s', (database) => {
  const { connect, migrateTo } = migrationTestDatabase(database);

  it('counts accounts made before it as having set their password, keeps links by account, and goes back down', async () => {
    const db = await connect();
    await migrateTo('019_order_name_grams');
    await seedTenants(db.kysely, [testTenants.demo as NonNullable<typeof testTenants.demo>]);
    const createdAt = '2026-11-01T00:00:00.000Z';
    await sql`insert into staff_accounts (email, name, password_hash, created_at)
      values ('before@venue.example', 'Before', 'argon2-hash', ${createdAt})`.execute(db.kysely);
    await migrateTo();
    const before = await db.kysely
      .selectFrom('staff_accounts')
      .select(['id', 'password_set_at'])
      .where('email', '=', 'before@venue.example')
      .executeTakeFirstOrThrow();
    expect(before.password_set_at).toBe(createdAt);
    const link = {
      staff_id: before.id,
      tenant_id: 'demo',
      purpose: 'reset' as const,
      created_at: createdAt,
      expires_at: '2026-11-04T00:00:00.000Z',
      used_at: null,
    };
    await db.kysely
      .insertInto('staff_password_links')
      .values({ ...link, token_hash: 'a'.repeat(64) })
      .execute();
    // One row per token: the same token again is refused.
    await expect(
      db.kysely
        .insertInto('staff_password_links')
        .values({ ...link, token_hash: 'a'.repeat(64) })
        .execute(),
    ).rejects.toThrow();
    // An account's links go with it.
    await db.kysely.deleteFrom('staff_accounts').where('id', '=', before.id).execute();
    expect(await db.kysely.selectFrom('staff_password_links').selectAll().execute()).toEqual([]);

    await migrateTo('019_order_name_grams');
    await expect(sql`select count(*) from staff_password_links`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select password_set_at from staff_accounts`.execute(db.kysely)).rejects.toThrow();
    await migrateTo();
    await sql`select password_set_at from staff_accounts`.execute(db.kysely);
  });
});
