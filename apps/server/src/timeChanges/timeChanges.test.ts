import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { changeTarget, requestChange } from '../../testing/timeChange.ts';
import { nowIso } from '../clock.ts';
import { testCards } from '../payments/sandbox.ts';
import type { RunningServer } from '../server.ts';

const email = 'buyer@example.com';

describe.each(testDatabases)('changing the date of a reservation on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
  });
  afterAll(() => server.close());

  const span = (id: number) =>
    server.db.kysely.selectFrom('time_spans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const tickets = async (reservationToken: string) =>
    (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body;
  const checkout = (
    timeChangeToken: string,
    body: Record<string, string> = { payment_method_type: 'free' },
  ) => call(base, 'POST', `/api/v1/timechanges/${timeChangeToken}/checkout`, body);
  /** Raises the price of a site's products, so that a change to any date costs the difference. */
  const raisePrices = (yen: number) =>
    server.db.kysely
      .updateTable('products')
      .set((eb) => ({ base_price: eb('base_price', '+', yen) }))
      .where('tenant_id', '=', 'demo')
      .execute();

  it('holds the new slot, then moves every ticket to it and gives the old slot’s stock back', async () => {
    const { reservationToken, slot } = await purchase(base, '', { quantity: 2, withSetProduct: true });
    const before = await tickets(reservationToken);
    const target = await changeTarget(base, reservationToken);
    expect(target.stock.quantity).toBe(2);
    expect(target.stock.current_time_span_id).toBe(slot.span.time_span_id);
    const oldSpan = await span(slot.span.time_span_id);
    const newSpan = await span(target.timeSpanId);

    const created = await requestChange(base, reservationToken, target.timeSpanId, 'Buyer@Example.com ');
    expect(created.status).toBe(200);
    const token: string = created.body.timechange_token;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect((await span(target.timeSpanId)).held).toBe(newSpan.held + 2);

    const change = await call(base, 'GET', `/api/v1/timechanges/${token}`);
    expect(change.body).toEqual({
      timechange_token: token,
      reservation_token: reservationToken,
      status: 'pending',
      expires_at: created.body.expires_at,
      product_name: before.product_name,
      quantity: 2,
      current: { reservation_from: before.reservation_from, reservation_to: before.reservation_to },
      requested: {
        reservation_from: expect.stringContaining(`${target.day}T`),
        reservation_to: expect.stringContaining(`${target.day}T`),
      },
      price_difference: 0,
    });

    const done = await checkout(token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ result: 'completed', reservation_token: reservationToken });
    expect(await checkout(token)).toEqual(done);

    const after = await tickets(reservationToken);
    expect(after.reservation_from).toBe(change.body.requested.reservation_from);
    expect(after.tickets.map((ticket: { id: number }) => ticket.id)).toEqual(
      before.tickets.map((ticket: { id: number }) => ticket.id),
    );
    for (const ticket of after.tickets) expect(ticket.start_at.slice(0, 10)).toBe(target.day);
    expect(after.price).toBe(before.price);
    const moved = await span(target.timeSpanId);
    expect({ held: moved.held, sold: moved.sold }).toEqual({ held: newSpan.held, sold: newSpan.sold + 2 });
    expect((await span(slot.span.time_span_id)).sold).toBe(oldSpan.sold - 2);
    expect((await call(base, 'GET', `/api/v1/timechanges/${token}`)).body.status).toBe('completed');
    const mails = await server.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', '%visit date has changed%')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`/tickets/#/id/${reservationToken}`);
  });

  it('answers the catalogue errors for tokens, the address, the slot and the stock', async () => {
    const { reservationToken, slot } = await purchase(base, '', { quantity: 2 });
    const target = await changeTarget(base, reservationToken);
    const reservation = `/api/v1/reservations/${reservationToken}`;
    expect(await requestChange(base, 'no-such-token', target.timeSpanId, email)).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect(
      (await call(base, 'GET', `/members-cafe${reservation}/changedate/stocks?from=2030-01-01&to=2030-01-02`))
        .status,
    ).toBe(404);
    expect((await call(base, 'GET', '/api/v1/timechanges/no-such-token')).status).toBe(404);
    expect((await checkout('no-such-token')).status).toBe(404);
    expect(await requestChange(base, reservationToken, target.timeSpanId, 'someone@example.com')).toEqual({
      status: 400,
      body: { error: 'invalid email address in time change' },
    });
    expect(await requestChange(base, reservationToken, 2_000_000_000, email)).toEqual({
      status: 409,
      body: { error: 'no stock registered for this product' },
    });
    expect(await requestChange(base, reservationToken, slot.span.time_span_id, email)).toEqual({
      status: 400,
      body: { error: 'invalid request' },
    });
    expect(
      (await call(base, 'GET', `${reservation}/changedate/stocks?from=2030-01-02&to=2030-01-01`)).status,
    ).toBe(400);
    await server.db.kysely
      .updateTable('stock_days')
      .set({ closed: 1 })
      .where('date', '=', target.day)
      .where('product_id', '=', (await span(target.timeSpanId)).product_id)
      .execute();
    expect(await requestChange(base, reservationToken, target.timeSpanId, email)).toEqual({
      status: 409,
      body: { error: 'ticket not on sale now' },
    });
    const days = (
      await call(base, 'GET', `${reservation}/changedate/stocks?from=${target.day}&to=${target.day}`)
    ).body;
    expect(days).toEqual([expect.objectContaining({ date: target.day, stock_status: 'closed' })]);
    await server.db.kysely
      .updateTable('stock_days')
      .set({ closed: 0 })
      .where('date', '=', target.day)
      .execute();
    // One seat left in the slot: too few for two tickets, and the day shows sold out when no slot fits.
    await server.db.kysely
      .updateTable('time_spans')
      .set((eb) => ({ sold: eb('capacity', '-', 1), held: 0 }))
      .where('product_id', '=', (await span(target.timeSpanId)).product_id)
      .where('date', '=', target.day)
      .execute();
    expect(await requestChange(base, reservationToken, target.timeSpanId, email)).toEqual({
      status: 409,
      body: { error: 'time_change_out_of_stock' },
    });
    const soldOut = (
      await call(base, 'GET', `${reservation}/changedate/stocks?from=${target.day}&to=${target.day}`)
    ).body;
    expect(soldOut[0].stock_status).toBe('sold_out');
  });

  it('refuses a reservation with a used ticket or whose slot has started', async () => {
    const used = await purchase(base, '', { quantity: 1 });
    const target = await changeTarget(base, used.reservationToken);
    const [ticket] = (await tickets(used.reservationToken)).tickets;
    await server.db.kysely
      .updateTable('tickets')
      .set({ status: 'used' })
      .where('id', '=', ticket.id)
      .execute();
    const refused = { status: 409, body: { error: 'cannot change ticket' } };
    expect(await requestChange(base, used.reservationToken, target.timeSpanId, email)).toEqual(refused);
    expect(
      await call(
        base,
        'GET',
        `/api/v1/reservations/${used.reservationToken}/changedate/daystock?date=${target.day}&lang=en`,
      ),
    ).toEqual(refused);

    const past = await purchase(base, '', { quantity: 1, daysAhead: 5 });
    const pastTarget = await changeTarget(base, past.reservationToken, 8);
    await moveSlot(server.db.kysely, past.slot.span.time_span_id, -10, 20);
    expect(await requestChange(base, past.reservationToken, pastTarget.timeSpanId, email)).toEqual(refused);
  });

  it('replaces a waiting change, but not one whose payment is under way', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1 });
    const target = await changeTarget(base, reservationToken);
    const first = await requestChange(base, reservationToken, target.timeSpanId, email);
    const held = (await span(target.timeSpanId)).held;
    const second = await requestChange(base, reservationToken, target.timeSpanId, email);
    expect(second.status).toBe(200);
    expect((await span(target.timeSpanId)).held).toBe(held);
    expect((await call(base, 'GET', `/api/v1/timechanges/${first.body.timechange_token}`)).body.status).toBe(
      'cancelled',
    );
    expect(await checkout(first.body.timechange_token)).toEqual({
      status: 409,
      body: { error: 'time change status is not pending or expired' },
    });

    await raisePrices(100);
    try {
      const priced = await requestChange(base, reservationToken, target.timeSpanId, email);
      const started = await checkout(priced.body.timechange_token, {
        payment_method_type: 'gmo_3ds',
        payment_token: testCards.threeDSecure,
      });
      expect(started.body.result).toBe('redirect');
      expect(await requestChange(base, reservationToken, target.timeSpanId, email)).toEqual({
        status: 409,
        body: { error: 'waiting time change exists' },
      });
    } finally {
      await raisePrices(-100);
    }
  });

  it('charges a price difference by card, and by 3-D Secure through the callback', async () => {
    const direct = await purchase(base, '', { quantity: 2 });
    const viaChallenge = await purchase(base, '', { quantity: 1 });
    const directTarget = await changeTarget(base, direct.reservationToken);
    const challengeTarget = await changeTarget(base, viaChallenge.reservationToken);
    await raisePrices(150);
    try {
      const priced = await requestChange(base, direct.reservationToken, directTarget.timeSpanId, email);
      const token = priced.body.timechange_token;
      expect((await call(base, 'GET', `/api/v1/timechanges/${token}`)).body.price_difference).toBe(300);
      expect(
        await checkout(token, { payment_method_type: 'gmo', payment_token: testCards.declined }),
      ).toEqual({
        status: 400,
        body: { error: 'payment_api_failure', can_retry: true },
      });
      expect(await checkout(token)).toEqual({
        status: 400,
        body: { error: 'payment_api_failure', can_retry: true },
      });
      const paid = await checkout(token, { payment_method_type: 'gmo', payment_token: testCards.success });
      expect(paid.body.result).toBe('completed');
      const payment = await server.db.kysely
        .selectFrom('payments')
        .selectAll()
        .where('reference', '=', paid.body.payment_number)
        .executeTakeFirstOrThrow();
      expect({ amount: payment.amount, status: payment.status }).toEqual({
        amount: 300,
        status: 'succeeded',
      });
      // The ticket view still shows the purchase's payment.
      expect((await tickets(direct.reservationToken)).payment_method_type).toBe('gmo');

      const second = await requestChange(
        base,
        viaChallenge.reservationToken,
        challengeTarget.timeSpanId,
        email,
      );
      const started = await checkout(second.body.timechange_token, {
        payment_method_type: 'gmo_3ds',
        payment_token: testCards.threeDSecure,
      });
      expect(started.body.result).toBe('redirect');
      const answered = await fetch(started.body.redirect_url, {
        method: 'POST',
        body: new URLSearchParams({ approved: '1' }),
        redirect: 'manual',
      });
      const location = answered.headers.get('location') ?? '';
      expect(location).toContain('#/payment-callback/gmo3ds?md=');
      expect(location).toContain('time_change=true');
      const md = new URLSearchParams(location.split('?')[1]).get('md');
      const done = await call(base, 'POST', '/api/v1/gmo-secure/exe-payment', { md });
      expect(done.body).toEqual({ reservation_token: viaChallenge.reservationToken });
      expect((await tickets(viaChallenge.reservationToken)).reservation_from.slice(0, 10)).toBe(
        challengeTarget.day,
      );
    } finally {
      await raisePrices(-150);
    }
  });

  it('pays a difference by wallet, completing through confirmcheckout once', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1 });
    const target = await changeTarget(base, reservationToken);
    const before = await span(target.timeSpanId);
    await raisePrices(200);
    try {
      const priced = await requestChange(base, reservationToken, target.timeSpanId, email);
      const started = await checkout(priced.body.timechange_token, { payment_method_type: 'gmo_paypay' });
      expect(started.body.redirect_url).toContain('/sandbox/wallet/');
      expect(await checkout(priced.body.timechange_token, { payment_method_type: 'gmo_paypay' })).toEqual(
        started,
      );
      const answered = await fetch(started.body.redirect_url, {
        method: 'POST',
        body: new URLSearchParams({ approved: '1' }),
        redirect: 'manual',
      });
      const location = answered.headers.get('location') ?? '';
      expect(location).toContain('#/payment-callback/wallet?');
      const query = new URLSearchParams(location.split('?')[1]);
      expect(query.get('time_change')).toBe('true');
      const body = { order_token: query.get('order_token'), payment_number: query.get('payment_number') };
      const done = await call(base, 'POST', '/api/v1/orders/confirmcheckout', body);
      expect(done.body).toEqual({ reservation_token: reservationToken });
      expect(await call(base, 'POST', '/api/v1/orders/confirmcheckout', body)).toEqual(done);
      expect((await tickets(reservationToken)).reservation_from.slice(0, 10)).toBe(target.day);
      const after = await span(target.timeSpanId);
      expect({ held: after.held, sold: after.sold }).toEqual({ held: before.held, sold: before.sold + 1 });
    } finally {
      await raisePrices(-200);
    }
  });

  it('adds the site’s Time_Change_Fee per ticket, even to a reservation paid with a method discount', async () => {
    const reservation = await purchase(base, '', { quantity: 2 });
    const target = await changeTarget(base, reservation.reservationToken);
    const method = () => server.db.kysely.updateTable('payment_methods').where('tenant_id', '=', 'demo');
    await server.db.kysely
      .insertInto('settings')
      .values({ tenant_id: 'demo', key: 'Time_Change_Fee', value: '250' })
      .execute();
    await method()
      .set({ discount_type: 'percent', discount_amount: 5 })
      .where('method_id', '=', 'gmo')
      .execute();
    try {
      const created = await requestChange(base, reservation.reservationToken, target.timeSpanId, email);
      expect(created.status).toBe(200);
      const token = created.body.timechange_token;
      expect((await call(base, 'GET', `/api/v1/timechanges/${token}`)).body.price_difference).toBe(500);
      expect(await checkout(token)).toEqual({
        status: 400,
        body: { error: 'payment_api_failure', can_retry: true },
      });
      const paid = await checkout(token, { payment_method_type: 'gmo', payment_token: testCards.success });
      expect(paid.body.result).toBe('completed');
      const payment = await server.db.kysely
        .selectFrom('payments')
        .select('amount')
        .where('reference', '=', paid.body.payment_number)
        .executeTakeFirstOrThrow();
      expect(payment.amount).toBe(500);
    } finally {
      await server.db.kysely
        .deleteFrom('settings')
        .where('tenant_id', '=', 'demo')
        .where('key', '=', 'Time_Change_Fee')
        .execute();
      await method()
        .set({ discount_type: null, discount_amount: 0 })
        .where('method_id', '=', 'gmo')
        .execute();
    }
  });

  it('refuses a difference on a payment method discount, and dates outside a coupon', async () => {
    const discounted = await purchase(base, '', { quantity: 1 });
    const target = await changeTarget(base, discounted.reservationToken);
    const method = () => server.db.kysely.updateTable('payment_methods').where('tenant_id', '=', 'demo');
    await method()
      .set({ discount_type: 'percent', discount_amount: 5 })
      .where('method_id', '=', 'gmo')
      .execute();
    await raisePrices(100);
    try {
      expect(await requestChange(base, discounted.reservationToken, target.timeSpanId, email)).toEqual({
        status: 409,
        body: { error: 'cannot change ticket because payment method discount' },
      });
    } finally {
      await raisePrices(-100);
      await method()
        .set({ discount_type: null, discount_amount: 0 })
        .where('method_id', '=', 'gmo')
        .execute();
    }

    const withCoupon = await purchase(base, '', { quantity: 1, coupon: 'WELCOME10' });
    const couponTarget = await changeTarget(base, withCoupon.reservationToken);
    const coupon = () => server.db.kysely.updateTable('coupons').where('code', '=', 'WELCOME10');
    const original = await server.db.kysely
      .selectFrom('coupons')
      .select('valid_to')
      .where('code', '=', 'WELCOME10')
      .executeTakeFirstOrThrow();
    try {
      await coupon().set({ valid_to: withCoupon.slot.day }).execute();
      expect(await requestChange(base, withCoupon.reservationToken, couponTarget.timeSpanId, email)).toEqual({
        status: 400,
        body: { error: 'coupon out of coverage dates at date change' },
      });
      await coupon().set({ valid_to: '2020-01-01' }).execute();
      expect(await requestChange(base, withCoupon.reservationToken, couponTarget.timeSpanId, email)).toEqual({
        status: 400,
        body: { error: 'time change coupon expired or out of coverage dates' },
      });
    } finally {
      await coupon().set({ valid_to: original.valid_to }).execute();
    }
  });

  it('returns the held stock when the change expires', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 2 });
    const target = await changeTarget(base, reservationToken);
    const held = (await span(target.timeSpanId)).held;
    const created = await requestChange(base, reservationToken, target.timeSpanId, email);
    const token = created.body.timechange_token;
    await server.db.kysely
      .updateTable('time_changes')
      .set({ expires_at: nowIso(-1000) })
      .where('token', '=', token)
      .execute();
    expect((await call(base, 'GET', `/api/v1/timechanges/${token}`)).body.status).toBe('expired');
    expect(await checkout(token)).toEqual({
      status: 409,
      body: { error: 'time change status is not pending or expired' },
    });
    // Any stock read gives expired holds back.
    await changeTarget(base, reservationToken);
    expect((await span(target.timeSpanId)).held).toBe(held);
    const row = await server.db.kysely
      .selectFrom('time_changes')
      .select('status')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });

  it('counts set products in the day state only when Time_Change_Set_Product_Stock is false', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1, withSetProduct: true });
    const target = await changeTarget(base, reservationToken);
    const setTicket = (await tickets(reservationToken)).tickets.find(
      (ticket: { kind: string }) => ticket.kind === 'set',
    );
    const setProduct = await server.db.kysely
      .selectFrom('tickets as t')
      .innerJoin('time_spans as s', 's.id', 't.time_span_id')
      .select('s.product_id')
      .where('t.id', '=', setTicket.id)
      .executeTakeFirstOrThrow();
    await server.db.kysely
      .updateTable('time_spans')
      .set((eb) => ({ sold: eb.ref('capacity'), held: 0 }))
      .where('product_id', '=', setProduct.product_id)
      .where('date', '=', target.day)
      .execute();
    const stateOfDay = async () =>
      (
        await call(
          base,
          'GET',
          `/api/v1/reservations/${reservationToken}/changedate/stocks?from=${target.day}&to=${target.day}`,
        )
      ).body[0].stock_status;
    expect(await stateOfDay()).toBe('normal');
    const setting = (value: string) =>
      server.db.kysely
        .updateTable('settings')
        .set({ value })
        .where('tenant_id', '=', 'demo')
        .where('key', '=', 'Time_Change_Set_Product_Stock')
        .execute();
    await setting('false');
    try {
      expect(await stateOfDay()).toBe('sold_out');
    } finally {
      await setting('true');
    }
    // Whatever the setting, the change never sells a set product that is gone.
    expect(await requestChange(base, reservationToken, target.timeSpanId, email)).toEqual({
      status: 409,
      body: { error: 'time_change_out_of_stock' },
    });
  });
});
