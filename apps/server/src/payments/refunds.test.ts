import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerDouble } from '../../testing/providerDouble.ts';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';
import { paymentProviders } from './providers.ts';
import { testCards } from './sandbox.ts';

const adminToken = 'a'.repeat(40);

describe.each(testDatabases)('refunds on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const double = providerDouble();
  beforeAll(async () => {
    server = await startTestServer(database, {
      adminTokens: { demo: adminToken },
      payments: paymentProviders({ demo: { gmo: double.provider } }),
    });
    base = server.url;
  });
  afterAll(() => server.close());

  async function paidReservation(method: string, paymentToken?: string) {
    const slot = await findSlot(base, '', { places: 2 });
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 2));
    const token: string = created.body.order_token;
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'ja',
      contents: { email: 'visitor@example.com', fullname: 'Visitor One' },
    });
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: method,
      payment_token: paymentToken,
    });
    const db = server.db.kysely;
    if (paid.body.result === 'redirect') {
      const approved = await fetch(paid.body.redirect_url, {
        method: 'POST',
        body: new URLSearchParams({ approved: '1' }),
        redirect: 'manual',
      });
      expect(approved.status).toBe(303);
    }
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const reservation = await db
      .selectFrom('reservations')
      .select('reservation_number')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { number: reservation.reservation_number, payment };
  }

  const refund = (number: string, body: object = {}, token = adminToken) =>
    fetch(`${base}/demo/api/admin/reservations/${number}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refunds in part and then the rest through the order’s provider, with its reference, and mails the visitor', async () => {
    const { number, payment } = await paidReservation('gmo', 'pm_card_visa');
    expect(payment.provider).toBe('double');
    const part = await refund(number, { amount: 100 });
    expect(part.status).toBe(201);
    expect(await part.json()).toMatchObject({
      amount: 100,
      status: 'succeeded',
      provider_reference: expect.stringMatching(/^re_double_/),
      refundable_left: payment.amount - 100,
    });
    const rest = await refund(number);
    expect(await rest.json()).toMatchObject({ amount: payment.amount - 100, refundable_left: 0 });
    const none = await refund(number);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: 'invalid request' });
    const mails = await server.db.kysely.selectFrom('mail_outbox').selectAll().execute();
    expect(JSON.stringify(mails)).toContain('返金のお知らせ');
  });

  it('refuses a d払い refund within a minute of its payment with the spec’s message', async () => {
    const { number } = await paidReservation('d_pay');
    const answer = await refund(number);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      error: 'refund not allowed within 1 minute of payment completion',
    });
  });

  it('answers critical refund error when the provider refuses', async () => {
    const { number } = await paidReservation('gmo', 'pm_card_visa');
    const refundOf = double.provider.refund;
    double.provider.refund = async () => ({ status: 'failed', providerRef: null });
    const answer = await refund(number);
    double.provider.refund = refundOf;
    expect(await answer.json()).toMatchObject({ error: 'critical refund error' });
  });

  it('keeps a refund whose answer was lost pending: never given twice, settled by the reconciler under its key', async () => {
    const { number, payment } = await paidReservation('gmo', 'pm_card_visa');
    const refundOf = double.provider.refund;
    // The provider gives the refund back, and its answer is lost on the way.
    double.provider.refund = async (asked) => {
      await refundOf(asked);
      throw new Error('socket hang up');
    };
    const lost = await refund(number);
    double.provider.refund = refundOf;
    expect(lost.status).toBe(400);
    expect(await lost.json()).toEqual({ error: 'payment_api_failure' });
    // What the pending refund gives back is not refundable again.
    const again = await refund(number);
    expect(await again.json()).toEqual({ error: 'invalid request' });
    const rows = () =>
      server.db.kysely
        .selectFrom('payment_refunds')
        .select(['status', 'amount', 'provider_ref'])
        .where('payment_id', '=', payment.id)
        .execute();
    expect(await rows()).toEqual([{ status: 'pending', amount: payment.amount, provider_ref: null }]);
    const refundMails = async () =>
      (await server.db.kysely.selectFrom('mail_outbox').selectAll().execute()).filter((mail) =>
        JSON.stringify(mail).includes('返金のお知らせ'),
      ).length;
    const mailsBefore = await refundMails();
    expect((await server.reconcilePayments(-1000)).refundsRetried).toBe(1);
    // Given now: the visitor is told, once.
    expect(await refundMails()).toBe(mailsBefore + 1);
    expect((await server.reconcilePayments(-1000)).refundsRetried).toBe(0);
    expect(await refundMails()).toBe(mailsBefore + 1);
    expect(await rows()).toEqual([
      { status: 'succeeded', amount: payment.amount, provider_ref: expect.stringMatching(/^re_double_/) },
    ]);
    expect(double.intents.get(payment.reference)?.refunded).toBe(payment.amount);
  });

  it('makes a lost refund the provider then declines refundable again, without a mail', async () => {
    const { number, payment } = await paidReservation('gmo', 'pm_card_visa');
    const refundOf = double.provider.refund;
    double.provider.refund = async () => {
      throw new Error('connect ETIMEDOUT');
    };
    expect(await (await refund(number)).json()).toEqual({ error: 'payment_api_failure' });
    double.provider.refund = async () => ({ status: 'failed', providerRef: null });
    const mails = async () =>
      (await server.db.kysely.selectFrom('mail_outbox').select('id').execute()).length;
    const mailsBefore = await mails();
    expect((await server.reconcilePayments(-1000)).refundsRetried).toBe(0);
    expect(await mails()).toBe(mailsBefore);
    double.provider.refund = refundOf;
    const status = await server.db.kysely
      .selectFrom('payment_refunds')
      .select('status')
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(status).toEqual({ status: 'failed' });
    const again = await refund(number);
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ amount: payment.amount, refundable_left: 0 });
  });

  it('refunds a sandbox card payment and needs the admin token', async () => {
    const { number } = await paidReservation('gmo_3ds', testCards.threeDSecure);
    expect((await refund(number, {}, 'b'.repeat(40))).status).toBe(401);
    expect((await refund(number)).status).toBe(201);
  });
});
