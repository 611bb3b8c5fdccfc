import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertMigrationProduct, migrationTestDatabase } from '../../../testing/migrationSlot.ts';
import { testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { nowIso } from '../../clock.ts';
import { seedTenants } from '../../seed/seedTenant.ts';
import type { Db } from '../connect.ts';

describe.each(testDatabases)('the holds migration on %s', (database) => {
  const { connect, migrateTo } = migrationTestDatabase(database);
  let db: Db;

  /** An order of the demo site on `timeSpanId`, as the schema before the holds table stores one. */
  async function insertOrder(productId: number, timeSpanId: number, status: 'created' | 'completed') {
    const { id } = await db.kysely
      .insertInto('orders')
      .values({
        tenant_id: 'demo',
        token: `order-${status}`,
        channel: 'web',
        status,
        lang: 'ja',
        product_id: productId,
        time_span_id: timeSpanId,
        quantity: 2,
        price: 2000,
        membership_promotion_id: null,
        membership_discount: 0,
        email: null,
        customer_info: '[]',
        mail_token: null,
        payment_method: null,
        created_at: nowIso(),
        expires_at: nowIso(15 * 60_000),
        client_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('moves the holds of orders and of time changes into one table keyed by their owner', async () => {
    db = await connect();
    await migrateTo('005_order_hold_extension');
    const demo = testTenants.demo;
    if (!demo) throw new Error('no demo tenant');
    await seedTenants(db.kysely, [demo]);
    // A product and two slots, written as the schema of that time held them.
    const productId = await insertMigrationProduct(db.kysely, '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10');
    const slot = (start_time: string, end_time: string) => ({
      product_id: productId,
      date: '2027-01-20',
      start_time,
      end_time,
      capacity: 40,
      held: 2,
      sold: 0,
    });
    const [first, second] = await db.kysely
      .insertInto('time_spans')
      .values([slot('10:00', '10:30'), slot('10:30', '11:00')] as never)
      .returning(['id', 'product_id'])
      .execute();
    if (!first || !second) throw new Error('no stock written');
    const heldOrder = await insertOrder(first.product_id, first.id, 'created');
    const paidOrder = await insertOrder(first.product_id, first.id, 'completed');
    const { id: reservationId } = await db.kysely
      .insertInto('reservations')
      .values({
        tenant_id: 'demo',
        order_id: paidOrder,
        token: 'reservation',
        reservation_number: 'R1',
        email: 'a@example.com',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('time_changes')
      .values({
        token: 'change',
        tenant_id: 'demo',
        reservation_id: reservationId,
        status: 'pending',
        new_time_span_id: second.id,
        previous_time_span_id: first.id,
        price_difference: 0,
        lang: 'ja',
        created_at: nowIso(),
        expires_at: nowIso(15 * 60_000),
      })
      .execute();
    await sql`insert into order_holds (order_id, time_span_id, quantity) values (${heldOrder}, ${first.id}, 2)`.execute(
      db.kysely,
    );
    await sql`insert into time_change_holds (time_change_token, time_span_id, quantity) values ('change', ${second.id}, 2)`.execute(
      db.kysely,
    );

    await migrateTo();

    const holds = await db.kysely.selectFrom('holds').selectAll().orderBy('owner_kind').execute();
    expect(holds).toEqual([
      { owner_kind: 'order', owner_id: String(heldOrder), time_span_id: first.id, quantity: 2 },
      { owner_kind: 'time_change', owner_id: 'change', time_span_id: second.id, quantity: 2 },
    ]);
    await expect(sql`select * from order_holds`.execute(db.kysely)).rejects.toThrow();
    await expect(sql`select * from time_change_holds`.execute(db.kysely)).rejects.toThrow();
  });
});
