import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { releaseExpiredHolds } from '../orders/holdExpiry.ts';
import type { RunningServer } from '../server.ts';
import { testCards } from './sandbox.ts';

/**
 * A payment must never be left charged without its tickets. These tests break the database in the middle
 * of a completion (a trigger refuses the tickets' insert, as a crash or a lost connection between the
 * capture and the tickets would) and check what is left, then that the client's retry completes it.
 */
describe.each(testDatabases)('payment completion on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
  });
  afterAll(() => server.close());
  afterEach(() => allowTickets());

  /** Makes every insert into tickets fail until `allowTickets`. */
  async function refuseTickets() {
    const db = server.db.kysely;
    if (server.db.dialect === 'sqlite') {
      await sql`create trigger refuse_tickets before insert on tickets begin select raise(abort, 'interrupted'); end`.execute(
        db,
      );
      return;
    }
    await sql`create or replace function refuse_tickets() returns trigger language plpgsql as $$ begin raise exception 'interrupted'; end $$`.execute(
      db,
    );
    await sql`create trigger refuse_tickets before insert on tickets for each statement execute function refuse_tickets()`.execute(
      db,
    );
  }

  async function allowTickets() {
    const db = server.db.kysely;
    if (server.db.dialect === 'sqlite') await sql`drop trigger if exists refuse_tickets`.execute(db);
    else await sql`drop trigger if exists refuse_tickets on tickets`.execute(db);
  }

  async function readyOrder(quantity: number) {
    const slot = await findSlot(base, '', { places: quantity });
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, quantity));
    expect(created.status).toBe(200);
    const token: string = created.body.order_token;
    const mailed = await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'visitor@example.com', fullname: 'Visitor One' },
    });
    expect(mailed.status).toBe(204);
    return { slot, token };
  }

  /** The order's status, its payments' statuses and its slot's held and sold counts, from the database. */
  async function stateOf(token: string) {
    const db = server.db.kysely;
    const order = await db
      .selectFrom('orders')
      .select(['id', 'status', 'time_span_id'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const payments = await db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const reservations = await db
      .selectFrom('reservations')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    const slot = await db
      .selectFrom('time_spans')
      .select(['held', 'sold'])
      .where('id', '=', order.time_span_id)
      .executeTakeFirstOrThrow();
    return {
      order: order.status,
      payments: payments.map((payment) => payment.status),
      reservations: reservations.length,
      held: Number(slot.held),
      sold: Number(slot.sold),
    };
  }

  it('leaves a card checkout interrupted before its tickets uncharged, and its retry completes it', async () => {
    const { token } = await readyOrder(2);
    const before = await stateOf(token);
    await refuseTickets();
    const interrupted = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: testCards.success,
    });
    expect(interrupted.status).toBe(500);
    // Nothing of the checkout stayed: no payment is authorized or captured, the order still holds its stock.
    expect(await stateOf(token)).toEqual({ ...before, order: 'ready_checkout', payments: [] });

    await allowTickets();
    const retried = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: testCards.success,
    });
    expect(retried.body.result).toBe('completed');
    expect(await stateOf(token)).toEqual({
      order: 'completed',
      payments: ['succeeded'],
      reservations: 1,
      held: before.held - 2,
      sold: before.sold + 2,
    });
    const tickets = await call(
      base,
      'GET',
      `/api/v1/reservations/${retried.body.reservation_token}/tickets?lang=en`,
    );
    expect(tickets.status).toBe(200);
    expect(JSON.stringify(tickets.body)).toContain(retried.body.reservation_token);
    // A third call answers the same reservation instead of charging again.
    const again = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: testCards.success,
    });
    expect(again.body).toEqual(retried.body);
    expect((await stateOf(token)).payments).toEqual(['succeeded']);
  });

  it('leaves a 3-D Secure approval interrupted before its tickets waiting, and a second approval completes it', async () => {
    const { token } = await readyOrder(1);
    const started = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo_3ds',
      payment_token: testCards.threeDSecure,
    });
    expect(started.body.result).toBe('redirect');
    const approve = () =>
      fetch(started.body.redirect_url, {
        method: 'POST',
        body: new URLSearchParams({ approved: '1' }),
        redirect: 'manual',
      });
    await refuseTickets();
    expect((await approve()).status).toBe(500);
    expect(await stateOf(token)).toMatchObject({ order: 'paying', payments: ['challenge'], reservations: 0 });

    await allowTickets();
    const approved = await approve();
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toContain('#/payment-callback/gmo3ds?md=');
    // The approval itself completed the order; the callback answers its reservation.
    expect(await stateOf(token)).toMatchObject({
      order: 'completed',
      payments: ['succeeded'],
      reservations: 1,
    });
    const done = await call(base, 'POST', '/api/v1/gmo-secure/exe-payment', {
      md: started.body.payment_number,
    });
    expect(done.body.reservation_token).toBeTypeOf('string');
  });

  it('charges nothing when the visitor approves after the order’s hold ran out', async () => {
    const { token } = await readyOrder(1);
    const started = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo_paypay',
    });
    expect(started.body.result).toBe('redirect');
    await server.db.kysely
      .updateTable('orders')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token', '=', token)
      .execute();
    await releaseExpiredHolds(server.db.kysely, 'demo');
    const approved = await fetch(started.body.redirect_url, {
      method: 'POST',
      body: new URLSearchParams({ approved: '1' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(await stateOf(token)).toMatchObject({ order: 'expired', payments: ['failed'], reservations: 0 });
    const confirmed = await call(base, 'POST', '/api/v1/orders/confirmcheckout', {
      order_token: token,
      payment_number: started.body.payment_number,
    });
    expect(confirmed.body).toEqual({ error: 'invalid payment status', can_retry: false });
  });
});
