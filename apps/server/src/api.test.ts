import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../testing/testServer.ts';
import { nowIso, venueToday } from './clock.ts';
import { testCards } from './payments/sandbox.ts';
import { demoMember } from './seed/seedTenant.ts';
import type { RunningServer } from './server.ts';

describe.each(testDatabases)('API over HTTP on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
  });
  afterAll(() => server.close());

  /** Lets the hold of order `token` run out, as if its minutes had passed. */
  const lapseHold = (token: string) =>
    server.db.kysely
      .updateTable('orders')
      .set({ expires_at: nowIso(-1000) })
      .where('token', '=', token)
      .execute();
  /** The status order `token` has in the database. */
  const statusOf = async (token: string) =>
    (
      await server.db.kysely
        .selectFrom('orders')
        .select('status')
        .where('token', '=', token)
        .executeTakeFirstOrThrow()
    ).status;

  async function readyOrder(quantity = 2) {
    const slot = await findSlot(base, '');
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, quantity));
    expect(created.status).toBe(200);
    const token: string = created.body.order_token;
    const mailed = await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'visitor@example.com', fullname: 'Visitor One', mail_magazine: 'true' },
    });
    expect(mailed.status).toBe(204);
    return { slot, token };
  }

  it('serves the catalogue calls for demo at /api/v1 and per tenant', async () => {
    const langs = await call(base, 'GET', '/api/v1/langs');
    expect(langs.body.filter((lang: { is_default: boolean }) => lang.is_default)).toHaveLength(1);
    const cafeLangs = await call(base, 'GET', '/members-cafe/api/v1/langs');
    expect(cafeLangs.body.map((lang: { id: string }) => lang.id)).toEqual(['ja', 'en']);
    expect(
      (await call(base, 'GET', '/api/v1/field_templates')).body.some(
        (f: { field_name: string }) => f.field_name === 'email',
      ),
    ).toBe(true);
    expect((await call(base, 'GET', '/api/v1/configurations')).body).toContainEqual({
      key: 'Max_Ticket',
      value: '10',
    });
    const texts = await call(base, 'GET', '/api/v1/texts?lang=th');
    expect(texts.body.find((t: { key: string }) => t.key === 'order_notice').text).toMatch(/[\u0E00-\u0E7F]/);
    const methods = await call(base, 'GET', '/members-cafe/api/v1/paymentmethods?lang=en');
    expect(methods.body.map((m: { id: string }) => m.id)).toEqual([
      'stripe',
      'stripe_secure',
      'softbank_3ds',
    ]);
    const today = venueToday().toString();
    const later = venueToday().add({ days: 40 }).toString();
    const colours = await call(base, 'GET', `/api/v1/calendar/colors?from=${today}&to=${later}`);
    expect(colours.body.length).toBeGreaterThan(5);
    expect(
      (await call(base, 'GET', `/members-cafe/api/v1/calendar/colors?from=${today}&to=${later}`)).body,
    ).toEqual([]);
    const search = await call(base, 'GET', `/api/v1/products/search?from=${today}&to=${later}&lang=en`);
    const statuses = new Set(search.body.map((day: { stock_status: string }) => day.stock_status));
    expect(statuses).toContain('closed');
    expect(statuses).toContain('normal');
    const byDate = await call(base, 'GET', `/api/v1/products/search2?date=${later}&lang=ja`);
    expect(byDate.body).toHaveLength(2);
  });

  it('answers unknown tenants, unknown paths and bad input with 4xx JSON errors', async () => {
    expect(await call(base, 'GET', '/no-such-site/api/v1/langs')).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect((await call(base, 'GET', '/api/v1/nothing-here')).status).toBe(404);
    expect(await call(base, 'GET', '/api/v1/products?lang=xx')).toEqual({
      status: 400,
      body: { error: 'invalid request' },
    });
    expect((await call(base, 'POST', '/api/v1/orders', '{not json')).body).toEqual({
      error: 'invalid request',
    });
    const slot = await findSlot(base, '');
    const badOption = await call(base, 'POST', '/api/v1/orders', {
      ...orderBody(slot, 1),
      option_values: [{ option_value_id: 999_999, quantity: 1 }],
    });
    expect(badOption.body).toEqual({ error: 'option_value_id not found' });
    const otherProductSpan = await call(base, 'POST', '/api/v1/orders', {
      ...orderBody(slot, 1),
      time_span_id: 1,
    });
    expect(otherProductSpan.body).toEqual({ error: 'no stock registered for this product' });
    const hugeId = await call(base, 'POST', '/api/v1/orders', {
      ...orderBody(slot, 1),
      time_span_id: 2 ** 31,
    });
    expect(hugeId).toEqual({ status: 400, body: { error: 'invalid request' } });
    expect(
      (
        await call(base, 'POST', `/api/v1/tickets/${2 ** 31}/checkin`, {
          reservation_token: 'x',
          type: 'gate',
        })
      ).status,
    ).toBe(400);
  });

  it('holds stock on order, releases it on delete, and times out expired orders', async () => {
    const slot = await findSlot(base, '', { daysAhead: 3 });
    const before = slot.span.remaining_stock as number;
    const stockNow = async () =>
      (await call(base, 'GET', `/api/v1/products/stocks?date=${slot.day}&product_id=${slot.uuid}&lang=en`))
        .body.time_spans[0].remaining_stock;
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 3));
    expect(await stockNow()).toBe(before - 3);
    expect((await call(base, 'DELETE', `/api/v1/orders/${created.body.order_token}`)).status).toBe(204);
    expect(await stockNow()).toBe(before);
    const again = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1));
    await lapseHold(again.body.order_token);
    expect(await call(base, 'GET', `/api/v1/orders/${again.body.order_token}`)).toEqual({
      status: 410,
      body: { error: 'session_timeout' },
    });
    // The refusal itself expired the order (the stock search below also releases expired holds).
    expect(await statusOf(again.body.order_token)).toBe('expired');
    expect(await stockNow()).toBe(before);
  });

  it('gives back holds that ran out when a slot turns out short, then holds the order', async () => {
    const slot = await findSlot(base, '', { daysAhead: 5 });
    const spanId = slot.span.time_span_id as number;
    const span = await server.db.kysely
      .selectFrom('time_spans')
      .select(['held', 'sold'])
      .where('id', '=', spanId)
      .executeTakeFirstOrThrow();
    // Two places left: one order of two fills the slot.
    await server.db.kysely
      .updateTable('time_spans')
      .set({ capacity: span.held + span.sold + 2 })
      .where('id', '=', spanId)
      .execute();
    const first = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 2));
    expect(first.status).toBe(200);
    expect(await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1))).toEqual({
      status: 409,
      body: { error: 'out of stock' },
    });
    await lapseHold(first.body.order_token);
    expect((await call(base, 'POST', '/api/v1/orders', orderBody(slot, 2))).status).toBe(200);
    expect(await statusOf(first.body.order_token)).toBe('expired');
  });

  it('applies coupons with the spec rules and removes them', async () => {
    const { token } = await readyOrder(2);
    expect((await call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon: 'NOPE' })).body).toEqual({
      error: 'coupon_code does not exist',
    });
    expect(
      (await call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon: 'EXPIRED' })).body.error,
    ).toBe('coupon expired');
    expect(
      (await call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon: 'LIMITED' })).body.error,
    ).toBe('coupon limit reached');
    expect(
      (await call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon: 'SPOT300' })).body.error,
    ).toBe('coupon invalid channel');
    const order = (await call(base, 'GET', `/api/v1/orders/${token}`)).body;
    const perTicket = await call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon: 'TICKET200' });
    expect(perTicket.body).toEqual({ coupon_name: '200 yen off per ticket', coupon_discount: 400 });
    expect(
      (await call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon: 'WELCOME10' })).body.error,
    ).toBe('coupons of different campaigns cannot be used together');
    expect((await call(base, 'DELETE', `/api/v1/ordercoupons/${token}/TICKET200`)).status).toBe(204);
    const percent = await call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon: 'WELCOME10' });
    expect(percent.body.coupon_discount).toBe(Math.floor(order.price / 10));
    const simulated = await call(base, 'POST', `/api/v1/orders/paymentmethoddiscount/${token}/simulation`, {
      payment_method_type: 'gmo_paypay',
    });
    const afterCoupon = order.price - percent.body.coupon_discount;
    expect(simulated.body).toEqual({
      payment_method_type: 'gmo_paypay',
      discount: Math.floor(afterCoupon * 0.05),
      price: afterCoupon - Math.floor(afterCoupon * 0.05),
    });
  });

  it('pays by card once, idempotently, mails the tickets and finds the reservation', async () => {
    const { token } = await readyOrder(2);
    const pay = { payment_method_type: 'gmo', payment_token: testCards.success };
    const first = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, pay);
    expect(first.body.result).toBe('completed');
    const second = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, pay);
    expect(second.body).toEqual(first.body);
    const payments = await server.db.kysely
      .selectFrom('payments')
      .select('id')
      .where('reference', '=', first.body.payment_number)
      .execute();
    expect(payments).toHaveLength(1);
    const reservation = await server.db.kysely
      .selectFrom('reservations')
      .select(['reservation_number', 'id'])
      .where('token', '=', first.body.reservation_token)
      .executeTakeFirstOrThrow();
    const tickets = await server.db.kysely
      .selectFrom('tickets')
      .select('kind')
      .where('reservation_id', '=', reservation.id)
      .execute();
    expect(tickets.map((t) => t.kind)).toEqual(['gate', 'gate']);
    const found = await call(
      base,
      'GET',
      `/api/v1/reservations?email=VISITOR@example.com&reservation_number=${reservation.reservation_number}`,
    );
    expect(found.body).toEqual({ reservation_token: first.body.reservation_token });
    const mailbox = await (await fetch(`${base}/dev/mailbox`)).text();
    expect(mailbox).toContain(reservation.reservation_number);
  });

  it('declines a card with can_retry and keeps the order payable', async () => {
    const { token } = await readyOrder(1);
    const declined = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: testCards.declined,
    });
    expect(declined).toEqual({ status: 400, body: { error: 'payment_api_failure', can_retry: true } });
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: testCards.success,
    });
    expect(paid.body.result).toBe('completed');
  });

  it('runs 3-D Secure through the challenge page and the callback', async () => {
    const { token } = await readyOrder(1);
    const started = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo_3ds',
      payment_token: testCards.threeDSecure,
    });
    expect(started.body.result).toBe('redirect');
    const challenge = await fetch(started.body.redirect_url);
    expect(await challenge.text()).toContain('Pass');
    const answered = await fetch(started.body.redirect_url, {
      method: 'POST',
      body: new URLSearchParams({ approved: '1' }),
      redirect: 'manual',
    });
    expect(answered.status).toBe(303);
    const location = answered.headers.get('location') ?? '';
    expect(location).toContain('#/payment-callback/gmo3ds?md=');
    const md = new URLSearchParams(location.split('?')[1]).get('md');
    const done = await call(base, 'POST', '/api/v1/gmo-secure/exe-payment', { md });
    expect(done.body.reservation_token).toBeTypeOf('string');
    expect((await call(base, 'POST', '/api/v1/gmo-secure/exe-payment', { md })).body).toEqual(done.body);
  });

  it('answers a failed 3-D Secure check with invalid payment status and can_retry false', async () => {
    const { token } = await readyOrder(1);
    const started = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo_3ds',
      payment_token: testCards.threeDSecureFailsFinal,
    });
    await fetch(started.body.redirect_url, {
      method: 'POST',
      body: new URLSearchParams({ approved: '1' }),
      redirect: 'manual',
    });
    const done = await call(base, 'POST', '/api/v1/gmo-secure/exe-payment', {
      md: started.body.payment_number,
    });
    expect(done).toEqual({ status: 400, body: { error: 'invalid payment status', can_retry: false } });
  });

  it('pays by wallet via the transition page and confirmcheckout', async () => {
    const { token } = await readyOrder(1);
    const started = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo_paypay',
    });
    expect(started.body.redirect_url).toContain('/sandbox/wallet/');
    const early = await call(base, 'POST', '/api/v1/orders/confirmcheckout', {
      order_token: token,
      payment_number: started.body.payment_number,
    });
    expect(early.body).toEqual({ error: 'invalid payment status', can_retry: true });
    await fetch(started.body.redirect_url, {
      method: 'POST',
      body: new URLSearchParams({ approved: '1' }),
      redirect: 'manual',
    });
    const done = await call(base, 'POST', '/api/v1/orders/confirmcheckout', {
      order_token: token,
      payment_number: started.body.payment_number,
    });
    expect(done.body.reservation_token).toBeTypeOf('string');
  });

  it('requires ready_checkout before checkout', async () => {
    const slot = await findSlot(base, '');
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1));
    const early = await call(base, 'POST', `/api/v1/orders/checkout/${created.body.order_token}`, {
      payment_method_type: 'gmo',
    });
    expect(early.body).toEqual({ error: 'order status must be ready_checkout' });
  });

  it('logs members in by password and token and reads their membership', async () => {
    const site = '/members-cafe/api/v1';
    const wrong = await call(base, 'POST', `${site}/membership/login/cafe-club`, {
      email: demoMember.email,
      password: 'nope',
    });
    expect(wrong).toEqual({ status: 401, body: { error: 'membership login failed' } });
    const login = await call(base, 'POST', `${site}/membership/login/cafe-club`, {
      email: demoMember.email,
      password: demoMember.password,
    });
    expect(login.body.membership_value).toBe(demoMember.value);
    const byToken = await call(base, 'POST', `${site}/membership/token/login/cafe-club`, {
      token: login.body.membership_token,
    });
    expect(byToken.body).toEqual(login.body);
    const info = await call(base, 'GET', `${site}/membership/${login.body.membership_token}`);
    expect(info.body.email).toBe(demoMember.email);
    const promotion = await call(
      base,
      'GET',
      `${site}/membership/promotion?lang=en&membership_key=cafe-club&membership_value=${demoMember.value}`,
    );
    expect(promotion.body.promotion_amount).toBe(300);
    expect(
      (
        await call(base, 'POST', '/api/v1/membership/login/cafe-club', {
          email: demoMember.email,
          password: 'x',
        })
      ).status,
    ).toBe(401);
  });

  it('serves the OpenAPI document and a not-built page for storefronts', async () => {
    const document = (await call(base, 'GET', '/api/docs/openapi.json')).body;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/v1/orders'].post.requestBody).toBeDefined();
    const storefront = await fetch(`${base}/members-cafe/`);
    expect(storefront.status).toBe(503);
    expect(await storefront.text()).toContain('not built');
  });
});
