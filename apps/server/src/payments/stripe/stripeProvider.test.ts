import { defineTenant } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../../testing/purchase.ts';
import { type RunningStripeMock, startStripeMock } from '../../../testing/stripeMock.ts';
import { signedStripeEvent } from '../../../testing/stripeWebhook.ts';
import { call, startTestServer, testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import type { RunningServer } from '../../server.ts';
import type { PaymentProvider, StartOutcome } from '../provider.ts';
import { paymentProviders } from '../providers.ts';
import { parseApiBase, type StripeAccount, stripeProvider } from './stripeProvider.ts';

const account: StripeAccount = {
  secretKey: 'sk_test_venue',
  publishableKey: 'pk_test_venue',
  webhookSecret: 'whsec_test_venue_signing_secret',
  applePay: true,
};
/** A Stripe event as its webhook sends it, signed with the endpoint's secret by Stripe's own SDK. */
const signedEvent = (
  id: string,
  type: string,
  object: Record<string, unknown>,
  secret = account.webhookSecret,
) => signedStripeEvent(id, type, object, secret);

let mock: RunningStripeMock;
beforeAll(async () => {
  mock = await startStripeMock();
});
afterAll(() => mock?.stop());

describe('the Stripe adapter against stripe-mock', () => {
  const provider = () => stripeProvider(account, parseApiBase(mock.url));
  const payment = {
    reference: 'ref_adapter_1',
    methodId: 'stripe',
    amount: 2400,
    providerRef: null,
    providerData: '{}',
  };

  it('creates a JPY PaymentIntent that stripe-mock accepts, and reads its answer', async () => {
    for (const flow of ['card', 'card3ds'] as const) {
      const outcome = await provider().start({
        flow,
        amount: 2400,
        paymentToken: 'pm_card_visa',
        reference: `ref_${flow}`,
        tenantId: 'demo',
        methodId: flow === 'card' ? 'stripe' : 'stripe_secure',
        returnUrl: 'http://127.0.0.1/demo/payments/return/ref',
      });
      // stripe-mock keeps no state: its intent always answers `requires_payment_method`.
      expect(outcome).toEqual({ kind: 'declined', canRetry: true });
    }
  });

  it('never sends a card number: only a PaymentMethod id made by Stripe’s element', async () => {
    const outcome = await provider().start({
      flow: 'card',
      amount: 2400,
      paymentToken: '4242424242424242',
      reference: 'ref_card_number',
      tenantId: 'demo',
      methodId: 'stripe',
      returnUrl: 'http://127.0.0.1/demo/payments/return/ref',
    });
    expect(outcome).toEqual({ kind: 'declined', canRetry: true });
  });

  it('looks a payment up by its id, or by our reference when the start’s answer was lost', async () => {
    expect(await provider().lookup({ ...payment, providerRef: 'pi_123' })).toMatchObject({ state: 'failed' });
    expect(await provider().lookup(payment)).toMatchObject({ state: expect.any(String) });
  });

  it('refunds, cancels and captures with requests stripe-mock accepts', async () => {
    const refunded = await provider().refund({
      payment: { ...payment, providerRef: 'pi_123' },
      amount: 1200,
      idempotencyKey: 'refund-key-1',
    });
    expect(refunded.providerRef).toMatch(/^re_/);
    await provider().capture({ ...payment, providerRef: 'pi_123' });
    await provider().cancel({ ...payment, providerRef: 'pi_123' });
  });

  it('reads webhooks signed with the endpoint’s secret and refuses others', () => {
    const { payload, header } = signedEvent('evt_1', 'payment_intent.succeeded', {
      id: 'pi_9',
      object: 'payment_intent',
      metadata: { reference: 'ref_9' },
    });
    expect(provider().readWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      providerRef: 'pi_9',
      reference: 'ref_9',
    });
    const forged = signedEvent('evt_2', 'payment_intent.succeeded', { id: 'pi_9' }, 'whsec_someone_else');
    expect(() => provider().readWebhook(forged.payload, forged.header)).toThrow();
  });
});

/**
 * The payment flow over HTTP with a tenant on Stripe: requests go to stripe-mock (their shapes checked),
 * the payment's state comes from Stripe-signed webhooks; only the start's answer is chosen by the test,
 * since stripe-mock keeps no state.
 */
describe.each(testDatabases)('a Stripe tenant’s payments on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const next: { outcome: (real: StartOutcome) => StartOutcome } = { outcome: (real) => real };

  beforeAll(async () => {
    const real = stripeProvider(account, parseApiBase(mock.url));
    const stateDouble: PaymentProvider = {
      ...real,
      async start(request) {
        return next.outcome(await real.start(request));
      },
      async finishVisitorStep() {
        return { kind: 'waiting' };
      },
    };
    const demoBase = testTenants.demo;
    if (!demoBase) throw new Error('the demo test tenant is missing');
    const demo = defineTenant({
      ...demoBase,
      paymentMethods: [...demoBase.paymentMethods, 'stripe', 'stripe_secure'],
    });
    server = await startTestServer(database, {
      tenants: { ...testTenants, demo },
      payments: paymentProviders({ demo: { stripe: stateDouble, stripe_secure: stateDouble } }),
    });
    base = server.url;
  });
  afterAll(() => server?.close());

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

  const webhook = (event: { payload: string; header: string }) =>
    fetch(`${base}/demo/api/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      body: event.payload,
    });

  async function orderState(token: string) {
    const db = server.db.kysely;
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const reservations = await db
      .selectFrom('reservations')
      .select('token')
      .where('order_id', '=', order.id)
      .execute();
    const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).execute();
    return { order: order.status, reservations: reservations.length, payments };
  }

  it('buys by 3-D Secure: the visitor goes to Stripe’s page, the signed webhook completes the order once', async () => {
    const token = await readyOrder();
    next.outcome = () => ({
      kind: 'challenge',
      providerData: JSON.stringify({ redirectUrl: 'https://hooks.stripe.com/3d_secure_2/hosted?pi=pi_3ds' }),
      providerRef: 'pi_3ds_1',
    });
    const started = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'stripe_secure',
      payment_token: 'pm_card_threeDSecure2Required',
    });
    next.outcome = (real) => real;
    expect(started.body).toMatchObject({
      result: 'redirect',
      redirect_url: 'https://hooks.stripe.com/3d_secure_2/hosted?pi=pi_3ds',
    });
    const reference: string = started.body.payment_number;
    const succeeded = signedEvent('evt_3ds_ok', 'payment_intent.succeeded', {
      id: 'pi_3ds_1',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { reference },
    });
    for (let replay = 0; replay < 3; replay += 1) {
      const answer = await webhook(succeeded);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, replayed: replay > 0 });
    }
    // The same payment told again under another event id settles nothing twice.
    expect(
      (
        await webhook(
          signedEvent('evt_3ds_again', 'payment_intent.succeeded', {
            id: 'pi_3ds_1',
            object: 'payment_intent',
            metadata: { reference },
          }),
        )
      ).status,
    ).toBe(200);
    const state = await orderState(token);
    expect(state).toMatchObject({ order: 'completed', reservations: 1 });
    expect(state.payments).toMatchObject([
      { status: 'succeeded', provider: 'stripe', provider_ref: 'pi_3ds_1' },
    ]);

    // Stripe sends the visitor back; the callback route and its API call answer the reservation.
    const back = await fetch(`${base}/demo/payments/return/${reference}`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(
      `#/payment-callback/stripe_secure/success?md=${reference}`,
    );
    const completed = await call(base, 'POST', '/api/v1/gmo-secure/exe-payment', { md: reference });
    expect(completed.body.reservation_token).toBeTypeOf('string');
    const again = await call(base, 'POST', '/api/v1/gmo-secure/exe-payment', { md: reference });
    expect(again.body).toEqual(completed.body);
  });

  it('buys by card at once, and a resent checkout charges nothing again', async () => {
    const token = await readyOrder();
    next.outcome = () => ({ kind: 'authorized', providerRef: 'pi_card_1' });
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'stripe',
      payment_token: 'pm_card_visa',
    });
    next.outcome = () => {
      throw new Error('a resent checkout must not start a payment again');
    };
    const resent = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'stripe',
      payment_token: 'pm_card_visa',
    });
    next.outcome = (real) => real;
    expect(paid.body.result).toBe('completed');
    expect(resent.body).toEqual(paid.body);
    expect(await orderState(token)).toMatchObject({ order: 'completed', reservations: 1 });
  });

  it('answers a payment failure webhook by putting the order back to checkout', async () => {
    const token = await readyOrder();
    next.outcome = () => ({
      kind: 'challenge',
      providerData: JSON.stringify({ redirectUrl: 'https://hooks.stripe.com/x' }),
      providerRef: 'pi_3ds_2',
    });
    const started = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'stripe_secure',
      payment_token: 'pm_card_visa',
    });
    next.outcome = (real) => real;
    const failed = signedEvent('evt_3ds_failed', 'payment_intent.payment_failed', {
      id: 'pi_3ds_2',
      object: 'payment_intent',
      metadata: { reference: started.body.payment_number },
    });
    expect((await webhook(failed)).status).toBe(200);
    expect((await webhook(failed)).status).toBe(200);
    expect(await orderState(token)).toMatchObject({
      order: 'ready_checkout',
      payments: [{ status: 'failed' }],
    });
  });

  it('refuses a webhook whose signature does not hold', async () => {
    const forged = signedEvent('evt_forged', 'payment_intent.succeeded', { id: 'pi_x' }, 'whsec_not_ours');
    const answer = await webhook(forged);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'invalid request' });
  });

  it('records refunds made at Stripe and disputes, once each', async () => {
    const token = await readyOrder();
    next.outcome = () => ({ kind: 'authorized', providerRef: 'pi_card_refunded' });
    await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'stripe',
      payment_token: 'pm_card_visa',
    });
    next.outcome = (real) => real;
    const refunded = signedEvent('evt_refunded', 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_card_refunded',
      amount_refunded: 500,
      refunds: {
        object: 'list',
        data: [{ id: 're_dashboard_1', object: 'refund', amount: 500, status: 'succeeded' }],
      },
    });
    await webhook(refunded);
    await webhook(refunded);
    const disputed = signedEvent('evt_dispute', 'charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      charge: 'ch_1',
      payment_intent: 'pi_card_refunded',
      amount: 500,
      reason: 'fraudulent',
    });
    expect((await webhook(disputed)).status).toBe(200);
    const refunds = await server.db.kysely
      .selectFrom('payment_refunds')
      .selectAll()
      .where('provider_ref', '=', 're_dashboard_1')
      .execute();
    expect(refunds).toMatchObject([{ amount: 500, status: 'succeeded', reason: 'provider' }]);
    const events = await server.db.kysely
      .selectFrom('provider_events')
      .select('event_type')
      .where('event_id', '=', 'evt_dispute')
      .execute();
    expect(events).toEqual([{ event_type: 'payment.disputed' }]);
  });
});
