import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerDouble } from '../../testing/providerDouble.ts';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';
import { paymentProviders } from './providers.ts';

/**
 * A remote provider's payment is recorded pending before the provider is called, and whatever a crash
 * or a lost answer leaves open is settled by the reconciler: nothing lost, nothing charged twice. The
 * provider is a double for its state only (Stripe's request shapes are tested against stripe-mock).
 */
describe.each(testDatabases)('payments with a remote provider on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const double = providerDouble();
  beforeAll(async () => {
    server = await startTestServer(database, {
      payments: paymentProviders({ demo: { gmo: double.provider, gmo_3ds: double.provider } }),
    });
    base = server.url;
  });
  afterAll(() => server.close());

  async function readyOrder() {
    const slot = await findSlot(base, '', { places: 1 });
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1));
    const token: string = created.body.order_token;
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'visitor@example.com', fullname: 'Visitor One' },
    });
    return token;
  }

  async function stateOf(token: string) {
    const db = server.db.kysely;
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const payments = await db
      .selectFrom('payments')
      .select(['status', 'provider', 'provider_ref', 'reference'])
      .where('order_id', '=', order.id)
      .execute();
    const refunds = await db
      .selectFrom('payment_refunds')
      .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
      .select(['payment_refunds.status', 'payment_refunds.reason', 'payment_refunds.provider_ref'])
      .where('payments.order_id', '=', order.id)
      .execute();
    return { order: order.status, payments, refunds };
  }

  const checkout = (token: string, method = 'gmo') =>
    call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: method,
      payment_token: 'pm_card_visa',
    });

  it('records the payment pending before the provider is called, then completes the order', async () => {
    const token = await readyOrder();
    let seenBeforeCall: unknown[] = [];
    const start = double.provider.start;
    double.provider.start = async (request) => {
      seenBeforeCall = (await stateOf(token)).payments.map((payment) => payment.status);
      return start(request);
    };
    const answered = await checkout(token);
    double.provider.start = start;
    expect(seenBeforeCall).toEqual(['pending']);
    expect(answered.body.result).toBe('completed');
    const state = await stateOf(token);
    expect(state.order).toBe('completed');
    expect(state.payments).toMatchObject([{ status: 'succeeded', provider: 'double' }]);
    expect(state.payments[0]?.provider_ref).toMatch(/^pi_double_/);
  });

  it('charges once when the provider charged but its answer was lost, and the resent checkout completes', async () => {
    const token = await readyOrder();
    const chargedBefore = double.charged().length;
    double.next.dropAnswer = true;
    expect((await checkout(token)).status).toBe(500);
    expect((await stateOf(token)).payments).toMatchObject([{ status: 'pending' }]);
    const resent = await checkout(token);
    expect(resent.body.result).toBe('completed');
    const again = await checkout(token);
    expect(again.body).toEqual(resent.body);
    expect(double.charged().length).toBe(chargedBefore + 1);
    expect((await stateOf(token)).payments).toMatchObject([{ status: 'succeeded' }]);
  });

  it('lets the reconciler complete an order whose answer was lost and never resent', async () => {
    const token = await readyOrder();
    double.next.dropAnswer = true;
    expect((await checkout(token)).status).toBe(500);
    const counts = await server.reconcilePayments(-1000);
    expect(counts.completed).toBe(1);
    expect(await stateOf(token)).toMatchObject({ order: 'completed', payments: [{ status: 'succeeded' }] });
    // A second pass has nothing left to do.
    expect((await server.reconcilePayments(-1000)).completed).toBe(0);
  });

  it('fails a payment that never reached the provider once its order expired, charging nothing', async () => {
    const token = await readyOrder();
    const chargedBefore = double.charged().length;
    double.next.unreachable = true;
    expect((await checkout(token)).status).toBe(500);
    await server.db.kysely
      .updateTable('orders')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token', '=', token)
      .execute();
    const counts = await server.reconcilePayments(-1000);
    expect(counts.failed).toBe(1);
    expect((await stateOf(token)).payments).toMatchObject([{ status: 'failed' }]);
    expect(double.charged().length).toBe(chargedBefore);
  });

  it('refunds a charge whose order ran out before the provider’s answer was recorded', async () => {
    const token = await readyOrder();
    double.next.dropAnswer = true;
    expect((await checkout(token)).status).toBe(500);
    await server.db.kysely
      .updateTable('orders')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token', '=', token)
      .execute();
    await call(base, 'GET', `/api/v1/orders/${token}`);
    const counts = await server.reconcilePayments(-1000);
    expect(counts.refunded).toBe(1);
    const state = await stateOf(token);
    expect(state.payments).toMatchObject([{ status: 'failed' }]);
    expect(state.refunds).toMatchObject([{ status: 'succeeded', reason: 'order_expired' }]);
    expect(state.order).not.toBe('completed');
  });

  it('voids a 3-D Secure payment the visitor left, once its order ran out', async () => {
    const token = await readyOrder();
    double.next.challenge = true;
    const started = await checkout(token, 'gmo_3ds');
    double.next.challenge = false;
    expect(started.body.result).toBe('redirect');
    expect((await server.reconcilePayments(-1000)).waiting).toBeGreaterThanOrEqual(1);
    await server.db.kysely
      .updateTable('orders')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token', '=', token)
      .execute();
    await server.reconcilePayments(-1000);
    const state = await stateOf(token);
    expect(state.payments).toMatchObject([{ status: 'failed' }]);
    expect(double.intents.get(started.body.payment_number)?.status).toBe('canceled');
  });
});
