import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { postStripeEvent } from '../../apps/server/testing/stripeWebhook.ts';
import { tenants } from '../../tenants/index.ts';
import { e2eClock } from './clock.ts';
import { expect, newContext, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { stripeDatabase, stripePort } from './playwright.config.ts';
import { fillCard, visitorEmail } from './purchase.ts';
import { buyOn, openTickets } from './sitePurchase.ts';
import { type StripeTestMode, startStripeTestMode, threeDSecurePage } from './stripeTestMode.ts';

/**
 * A venue on Stripe (BOC offers `stripe` and `stripe_secure`): its server gets Stripe test keys through the
 * environment, as README "Taking payments" says, and its Stripe SDK calls stripe-mock (through
 * stripeTestMode.ts, which answers confirms as test mode does). The browser reaches no outside host, so
 * Stripe.js and Stripe's 3-D Secure page are stand-ins served in their place (stripeJsStandIn.js); the
 * payment's outcome after a 3-D Secure step and a refund's are told to the server by Stripe-signed webhooks.
 */
const site = tenants.boc;
if (!site) throw new Error('no boc tenant');
/** Fake test-mode keys, for this run only (stripe-mock takes a key of letters and digits after `sk_test_`). */
const keys = {
  secret: 'sk_test_e2eBocNotARealKey',
  publishable: 'pk_test_e2eBocNotARealKey',
  webhook: 'whsec_e2e_boc_not_a_real_signing_secret',
};
const adminToken = 'e2e-boc-admin-token-for-refunds-00000001';
const stripeJs = readFileSync(new URL('./stripeJsStandIn.js', import.meta.url), 'utf8');

const testCards = { visa: '4242424242424242', threeDSecure: '4000002760003184' } as const;

let testMode: StripeTestMode;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  testMode = await startStripeTestMode();
  server = await startOwnServer({
    port: stripePort,
    database: stripeDatabase,
    clock: e2eClock,
    env: {
      STRIPE_API_BASE: testMode.url,
      STRIPE_SECRET_KEY_BOC: keys.secret,
      STRIPE_PUBLISHABLE_KEY_BOC: keys.publishable,
      STRIPE_WEBHOOK_SECRET_BOC: keys.webhook,
      ADMIN_TOKENS: `boc=${adminToken}`,
    },
  });
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright's hooks take their fixtures first.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && server)
    await testInfo.attach('server log', { body: server.output().slice(-20_000), contentType: 'text/plain' });
});

test.afterAll(async () => {
  await server?.stop();
  await testMode?.stop();
});

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Serves the stand-ins of Stripe's hosts to the context's pages: Stripe.js (each load noted in `loads`) and
 * the 3-D Secure page, whose button sends the cardholder back to the intent's `return_url`.
 */
async function standInForStripe(context: BrowserContext, loads: string[]) {
  await context.route('https://js.stripe.com/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: stripeJs });
  });
  await context.route(`${threeDSecurePage}**`, (route) => {
    const back = new URL(route.request().url()).searchParams.get('return_url') ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>3D Secure 2 Test Page</title><h1>3D Secure 2 Test Page</h1><a href="${escapeAttribute(back)}">Complete authentication</a></html>`,
    });
  });
}

/** A visitor of the Stripe site, Stripe's hosts stood in for. */
async function visitor(browser: import('@playwright/test').Browser) {
  const context = await newContext(browser, server.now(), { baseURL: server.url });
  const loads: string[] = [];
  await standInForStripe(context, loads);
  return { page: await context.newPage(), loads, context };
}

/**
 * Pays on the payment page with a card in Stripe's element: Stripe.js is not loaded until the Stripe method
 * is chosen, then once.
 */
function payWithStripe(method: 'Credit card' | 'Credit card (3-D Secure)', number: string, loads: string[]) {
  return async (page: Page) => {
    expect(loads, 'Stripe.js before a Stripe method is chosen').toEqual([]);
    await page.locator('label', { hasText: new RegExp(`^${method.replace(/[()]/g, '\\$&')}$`) }).click();
    const card = page.getByRole('group', { name: 'Card' });
    await card.getByLabel('Card number').fill(number);
    await card.getByLabel('Expiration date MM / YY').fill('12 / 30');
    await card.getByLabel('CVC').fill('123');
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatch(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/);
    // The sandbox's card form is not shown beside Stripe's element.
    await expect(page.getByLabel('Name on card')).toHaveCount(0);
    await page.getByRole('button', { name: /^(Review order|Pay now)$/ }).click();
  };
}

/** The reservation the ticket page shows, as the ticket API answers it. */
async function reservationOf(page: Page) {
  const token = page.url().split('/').at(-1) ?? '';
  const answer = await fetch(`${server.url}/boc/api/v1/reservations/${token}/tickets?lang=en`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { reservation_number: string; price: number; tickets: unknown[] };
}

function refund(reservationNumber: string, body: Record<string, unknown> = {}) {
  return fetch(`${server.url}/boc/api/admin/reservations/${reservationNumber}/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const siteUrl = () => `${server.url}/boc`;

test('buys by card in Stripe’s element, opens the ticket, and is refunded from the server API', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, loads } = await visitor(browser);
  await buyOn(page, site, { pay: payWithStripe('Credit card', testCards.visa, loads) });
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();

  // The server sent Stripe the PaymentMethod id Stripe.js made, never a card number.
  const intent = testMode.confirmed.at(-1);
  expect(intent).toMatchObject({ paymentMethod: 'pm_card_visa', status: 'succeeded' });
  if (!intent) return;

  await openTickets(page, site);
  const reservation = await reservationOf(page);
  expect(reservation.price).toBe(intent.amount);

  // Stripe's webhook for the payment comes after the checkout completed it: acted on once, nothing twice.
  const succeeded = {
    id: `evt_card_${intent.id}`,
    type: 'payment_intent.succeeded',
    object: {
      id: intent.id,
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { reference: intent.reference },
    },
  };
  for (const replayed of [false, true]) {
    const answer = await postStripeEvent(siteUrl(), succeeded, keys.webhook);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, replayed });
  }
  expect((await reservationOf(page)).tickets).toHaveLength(reservation.tickets.length);
  // A webhook not signed with the site's secret is refused.
  expect(
    (await postStripeEvent(siteUrl(), { ...succeeded, id: 'evt_forged' }, 'whsec_someone_else')).status,
  ).toBe(400);

  // The venue refunds the whole payment; Stripe confirms it by webhook; nothing is left to refund.
  const refunded = await refund(reservation.reservation_number);
  expect(refunded.status).toBe(201);
  const given = (await refunded.json()) as { amount: number; status: string; provider_reference: string };
  expect(given).toMatchObject({ amount: intent.amount, status: 'succeeded', refundable_left: 0 });
  expect(given.provider_reference).toMatch(/^re_/);
  const confirmed = await postStripeEvent(
    siteUrl(),
    {
      id: `evt_refund_${intent.id}`,
      type: 'charge.refunded',
      object: {
        id: `ch_${intent.id}`,
        object: 'charge',
        payment_intent: intent.id,
        refunds: {
          object: 'list',
          data: [
            { id: given.provider_reference, object: 'refund', amount: intent.amount, status: 'succeeded' },
          ],
        },
      },
    },
    keys.webhook,
  );
  expect(confirmed.status).toBe(200);
  const again = await refund(reservation.reservation_number);
  expect(again.status).toBe(400);
  expect(await again.json()).toEqual({ error: 'invalid request' });
  // The visitor is told by mail.
  await page.goto('/dev/mailbox');
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: visitorEmail(), exact: true }) })
      .getByRole('link', { name: `Your refund (reservation ${reservation.reservation_number})` }),
  ).toBeVisible();
});

test('buys by card with 3-D Secure: Stripe’s page, the signed webhook, back through /payment-callback; refunded in part', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, loads } = await visitor(browser);
  await buyOn(page, site, { pay: payWithStripe('Credit card (3-D Secure)', testCards.threeDSecure, loads) });

  // Stripe's 3-D Secure page (its stand-in): the payment waits for the cardholder.
  await expect(page.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
  const intent = testMode.confirmed.at(-1);
  expect(intent).toMatchObject({ paymentMethod: 'pm_card_threeDSecure2Required', status: 'requires_action' });
  if (!intent) return;
  // Stripe tells the server the payment succeeded, then sends the cardholder back.
  const told = await postStripeEvent(
    siteUrl(),
    {
      id: `evt_3ds_${intent.id}`,
      type: 'payment_intent.succeeded',
      object: {
        id: intent.id,
        object: 'payment_intent',
        status: 'succeeded',
        metadata: { reference: intent.reference },
      },
    },
    keys.webhook,
  );
  expect(await told.json()).toEqual({ received: true, replayed: false });
  const callback = page.waitForURL(/#\/payment-callback\/stripe_secure\/success\?md=/);
  await page.getByRole('link', { name: 'Complete authentication' }).click();
  await callback;
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();

  await openTickets(page, site);
  const reservation = await reservationOf(page);
  expect(reservation.price).toBe(intent.amount);
  const part = await refund(reservation.reservation_number, { amount: 100 });
  expect(part.status).toBe(201);
  expect(await part.json()).toMatchObject({
    amount: 100,
    status: 'succeeded',
    refundable_left: intent.amount - 100,
  });
  // More than is left: the catalogue's error, nothing refunded.
  const tooMuch = await refund(reservation.reservation_number, { amount: intent.amount });
  expect(tooMuch.status).toBe(400);
  expect(await tooMuch.json()).toEqual({ error: 'invalid request' });
});

test('a site whose Stripe methods have no account buys with the sandbox’s card form, and loads no Stripe.js', async ({
  page,
}) => {
  // The shared e2e server has no Stripe keys: BOC's Stripe methods run in its sandbox.
  const loads: string[] = [];
  await standInForStripe(page.context(), loads);
  await buyOn(page, site, {
    pay: async (paying) => {
      await paying.locator('label', { hasText: /^Credit card$/ }).click();
      await fillCard(paying, testCards.visa);
      await expect(paying.getByRole('group', { name: 'Card' })).toHaveCount(0);
      await paying.getByRole('button', { name: /^(Review order|Pay now)$/ }).click();
    },
  });
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  expect(loads).toEqual([]);
});
