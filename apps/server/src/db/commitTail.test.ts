import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertMigrationSlot, migrationTestDatabase } from '../../testing/migrationSlot.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { DomainError } from '../domainError.ts';
import { seedTenants } from '../seed/seedTenant.ts';
import { atCommit } from './commitTail.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('withCommitTail on PostgreSQL', () => {
  const { connect, migrateTo } = migrationTestDatabase('postgres');

  async function slotDatabase() {
    const db = await connect();
    await migrateTo();
    await seedTenants(db.kysely, [testTenants.demo as NonNullable<typeof testTenants.demo>]);
    const { spanId, productId } = await insertMigrationSlot(
      db.kysely,
      'c0a1a7e0-0000-4000-8000-000000000023',
    );
    const held = async () =>
      (
        await db.kysely
          .selectFrom('time_spans')
          .select('held')
          .where('id', '=', spanId)
          .executeTakeFirstOrThrow()
      ).held;
    return { db, spanId, productId, held };
  }

  it('sends a marked update with the COMMIT: the row is neither changed nor locked before it', async () => {
    const { db, spanId, held } = await slotDatabase();
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('time_spans')
        .set((eb) => ({ held: eb('held', '+', 2) }))
        .where('id', '=', spanId)
        .modifyEnd(atCommit('outOfStock'))
        .execute();
      const inside = await trx
        .selectFrom('time_spans')
        .select('held')
        .where('id', '=', spanId)
        .executeTakeFirstOrThrow();
      expect(inside.held).toBe(0);
      // Another connection changes the row meanwhile: it would wait for this transaction if the row were locked.
      await db.kysely.updateTable('time_spans').set({ capacity: 41 }).where('id', '=', spanId).execute();
    });
    expect(await held()).toBe(2);
    // Outside a transaction a marked update runs at once.
    await db.kysely
      .updateTable('time_spans')
      .set((eb) => ({ held: eb('held', '+', 1) }))
      .where('id', '=', spanId)
      .modifyEnd(atCommit('outOfStock'))
      .execute();
    expect(await held()).toBe(3);
  });

  it('fails the commit with the marked refusal when the guard refuses, and keeps nothing of the transaction', async () => {
    const { db, spanId, productId, held } = await slotDatabase();
    const attempt = db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('time_spans')
        .values({
          product_id: productId,
          date: '2027-01-21',
          start_time: '10:00',
          end_time: '10:30',
          capacity: 5,
          held: 0,
          sold: 0,
        })
        .execute();
      await trx
        .updateTable('time_spans')
        .set((eb) => ({ held: eb('held', '+', 41) }))
        .where('id', '=', spanId)
        .modifyEnd(atCommit('timeChangeOutOfStock'))
        .execute();
    });
    await expect(attempt).rejects.toEqual(new DomainError('timeChangeOutOfStock'));
    const days = await db.kysely.selectFrom('time_spans').select('date').execute();
    expect(days.map((day) => day.date)).toEqual(['2027-01-20']);
    expect(await held()).toBe(0);
    // The connection is left usable, outside any transaction.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db.kysely)).rows).toEqual([{ one: 1 }]);
  });

  it('takes integers only as a marked statement’s parameters', async () => {
    const { db } = await slotDatabase();
    const attempt = db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('time_spans')
        .set({ date: '2027-01-22' })
        .where('id', '=', 1)
        .modifyEnd(atCommit())
        .execute();
    });
    await expect(attempt).rejects.toThrow('a statement sent with its commit takes integers only');
  });
});
