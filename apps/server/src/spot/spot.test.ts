import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { nowIso, nowMs, venueToday } from '../clock.ts';
import type { RunningServer } from '../server.ts';

describe.each(testDatabases)('spot channel on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
  });
  afterAll(() => server.close());

  /** A slot of the demo product that runs now (Tokyo time) on an open day, and the product's QR token. */
  async function slotNow() {
    const slot = await findSlot(base, '');
    await moveSlot(server.db.kysely, slot.span.time_span_id, -10, 50);
    const today = venueToday().toString();
    const product = await server.db.kysely
      .selectFrom('products')
      .select('id')
      .where('uuid', '=', slot.uuid)
      .executeTakeFirstOrThrow();
    await server.db.kysely
      .updateTable('stock_days')
      .set({ closed: 0 })
      .where('product_id', '=', product.id)
      .where('date', '=', today)
      .execute();
    const qr = await call(base, 'POST', `/api/v1/spot/qr/${slot.uuid}`);
    expect(qr.status).toBe(200);
    return { ...slot, qrToken: qr.body.qr_token as string };
  }

  function spotOrderBody(slot: Awaited<ReturnType<typeof slotNow>>, quantity = 2) {
    return {
      lang: 'en',
      qr_token: slot.qrToken,
      option_values: [{ option_value_id: slot.optionId, quantity }],
      product_uuid: slot.uuid,
      quantity,
      set_products: [],
      time_span_id: slot.span.time_span_id,
    };
  }

  it('issues one QR token per product and venue day, only for spot products of spot sites', async () => {
    const slot = await findSlot(base, '');
    const first = await call(base, 'POST', `/api/v1/spot/qr/${slot.uuid}`);
    const again = await call(base, 'POST', `/api/v1/spot/qr/${slot.uuid}`);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.qr_token.length).toBeGreaterThanOrEqual(22);
    const tomorrow = venueToday().add({ days: 1 }).toString();
    expect(first.body.expires_at).toBe(new Date(`${tomorrow}T00:00:00+09:00`).toISOString());

    const spotProducts = await call(base, 'GET', '/api/v1/products?lang=en&channel=spot');
    expect(spotProducts.body.map((p: { uuid: string }) => p.uuid)).toContain(slot.uuid);
    const cafeSlot = await findSlot(base, '/members-cafe');
    expect((await call(base, 'POST', `/members-cafe/api/v1/spot/qr/${cafeSlot.uuid}`)).body).toEqual({
      error: 'record not found',
    });
    expect((await call(base, 'GET', '/members-cafe/api/v1/products?lang=en&channel=spot')).body).toEqual([]);
    expect((await call(base, 'POST', `/members-cafe/api/v1/spot/qr/${slot.uuid}`)).status).toBe(404);
    expect((await call(base, 'POST', '/api/v1/spot/qr/not-a-uuid')).status).toBe(400);
  });

  it("answers today's open slots for a QR token, and refuses unknown and expired tokens", async () => {
    const slot = await slotNow();
    const stock = await call(base, 'GET', `/api/v1/spot/products/stocks?qr_token=${slot.qrToken}&lang=en`);
    expect(stock.status).toBe(200);
    expect(stock.body.date).toBe(venueToday().toString());
    expect(stock.body.uuid).toBe(slot.uuid);
    expect(stock.body.name).toBeTypeOf('string');
    const ids = stock.body.time_spans.map((span: { time_span_id: number }) => span.time_span_id);
    expect(ids).toContain(slot.span.time_span_id);
    for (const span of stock.body.time_spans) expect(Date.parse(span.end_at)).toBeGreaterThan(nowMs());

    expect(await call(base, 'GET', '/api/v1/spot/products/stocks?qr_token=unknown&lang=en')).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    await server.db.kysely
      .updateTable('spot_qr_tokens')
      .set({ expires_at: nowIso(-1000) })
      .where('token', '=', slot.qrToken)
      .execute();
    expect(
      (await call(base, 'GET', `/api/v1/spot/products/stocks?qr_token=${slot.qrToken}&lang=en`)).body,
    ).toEqual({ error: 'spot qrCode has expired' });
    expect((await call(base, 'POST', '/api/v1/spot/orders', spotOrderBody(slot))).body).toEqual({
      error: 'spot qrCode has expired',
    });
    const fresh = await call(base, 'POST', `/api/v1/spot/qr/${slot.uuid}`);
    expect(fresh.body.qr_token).not.toBe(slot.qrToken);
  });

  it('sells today at the venue: order, spot coupon, card payment, then the fields mail the tickets', async () => {
    const slot = await slotNow();
    const wrongDay = await findSlot(base, '', { daysAhead: 5 });
    expect(
      (
        await call(base, 'POST', '/api/v1/spot/orders', {
          ...spotOrderBody(slot),
          time_span_id: wrongDay.span.time_span_id,
          option_values: [{ option_value_id: wrongDay.optionId, quantity: 2 }],
        })
      ).body,
    ).toEqual({ error: 'ticket not on sale now' });
    const { qr_token: _qr, ...webBody } = spotOrderBody(slot);
    expect(
      (await call(base, 'POST', '/api/v1/spot/orders', { ...spotOrderBody(slot), qr_token: undefined }))
        .status,
    ).toBe(400);

    const created = await call(base, 'POST', '/api/v1/spot/orders', spotOrderBody(slot));
    expect(created.status).toBe(200);
    const token: string = created.body.order_token;
    expect((await call(base, 'GET', `/api/v1/orders/${token}`)).body.status).toBe('ready_checkout');

    const web = await call(base, 'POST', '/api/v1/orders', webBody);
    expect(
      (await call(base, 'POST', `/api/v1/spot/ordercoupons/${web.body.order_token}`, { coupon: 'SPOT300' }))
        .body,
    ).toEqual({ error: 'record not found' });
    expect(
      (await call(base, 'PUT', `/api/v1/spot/orders/${web.body.order_token}`, { contents: {} })).status,
    ).toBe(404);

    expect(await call(base, 'POST', `/api/v1/spot/ordercoupons/${token}`, { coupon: 'SPOT300' })).toEqual({
      status: 200,
      body: { coupon_name: '300 yen off at the venue', coupon_discount: 300 },
    });
    expect(
      (await call(base, 'PUT', `/api/v1/spot/orders/${token}`, { contents: { email: 'not-an-address' } }))
        .body,
    ).toEqual({ error: 'invalid email address' });
    expect(
      (await call(base, 'PUT', `/api/v1/spot/orders/${token}`, { contents: { fullname: 'Walk In' } })).status,
    ).toBe(204);

    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    expect(paid.body.result).toBe('completed');
    const reservationToken: string = paid.body.reservation_token;

    const fields = await call(base, 'GET', `/api/v1/spot/order-fields/${reservationToken}`);
    expect(fields.body).toContainEqual(
      expect.objectContaining({ field_name: 'email', is_display: true, is_require: true }),
    );
    const fieldsPath = `/api/v1/spot/order-fields/${reservationToken}`;
    expect((await call(base, 'PUT', fieldsPath, { lang: 'en', contents: { email: 'nope' } })).body).toEqual({
      error: 'invalid email address',
    });
    const required = fields.body.filter(
      (field: { is_display: boolean; is_require: boolean; field_name: string }) =>
        field.is_display && field.is_require && field.field_name !== 'email',
    );
    const answers = Object.fromEntries(
      required.map((field: { field_name: string }) => [field.field_name, 'Answer']),
    );
    if (required.length > 0) {
      expect(
        (await call(base, 'PUT', fieldsPath, { lang: 'en', contents: { email: 'walk-in@example.com' } }))
          .body,
      ).toEqual({ error: 'invalid request' });
    }
    const sent = await call(base, 'PUT', fieldsPath, {
      lang: 'en',
      contents: { ...answers, email: 'walk-in@example.com' },
    });
    expect(sent.status).toBe(204);
    const mail = await server.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'walk-in@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`/tickets/#/id/${reservationToken}`);
    const view = await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`);
    expect(view.body.tickets).toHaveLength(2);

    const webPurchase = await call(base, 'GET', `/api/v1/spot/order-fields/unknown-token`);
    expect(webPurchase).toEqual({ status: 404, body: { error: 'record not found' } });
  });

  it('sells a day ticket at the venue until midnight, and a timed slot until it ends', async () => {
    const slot = await slotNow();
    // The slot ended a minute ago: a timed ticket is off sale, a day ticket (whole day valid) is not.
    await moveSlot(server.db.kysely, slot.span.time_span_id, -2, -1);
    const stockPath = `/api/v1/spot/products/stocks?qr_token=${slot.qrToken}&lang=en`;
    const ids = async () =>
      ((await call(base, 'GET', stockPath)).body.time_spans as { time_span_id: number }[]).map(
        (span) => span.time_span_id,
      );
    expect(await ids()).not.toContain(slot.span.time_span_id);
    expect((await call(base, 'POST', '/api/v1/spot/orders', spotOrderBody(slot))).body).toEqual({
      error: 'ticket not on sale now',
    });
    await server.db.kysely
      .updateTable('products')
      .set({ sale_type: 'date' })
      .where('uuid', '=', slot.uuid)
      .execute();
    try {
      expect(await ids()).toContain(slot.span.time_span_id);
      expect((await call(base, 'POST', '/api/v1/spot/orders', spotOrderBody(slot))).status).toBe(200);
    } finally {
      await server.db.kysely
        .updateTable('products')
        .set({ sale_type: 'time' })
        .where('uuid', '=', slot.uuid)
        .execute();
    }
  });

  it('offers free on the spot channel where the site has it, and pays an order an invitation covers', async () => {
    const methods = await call(base, 'GET', '/api/v1/paymentmethods?lang=en&channel=spot');
    expect(methods.body.map((method: { id: string }) => method.id)).toContain('free');
    const slot = await slotNow();
    const created = await call(base, 'POST', '/api/v1/spot/orders', spotOrderBody(slot, 1));
    const token: string = created.body.order_token;
    const free = { payment_method_type: 'free' };
    expect((await call(base, 'POST', `/api/v1/orders/checkout/${token}`, free)).body).toMatchObject({
      error: 'payment_api_failure',
    });
    expect(
      (await call(base, 'POST', `/api/v1/spot/ordercoupons/${token}`, { coupon: 'INVITE2026' })).status,
    ).toBe(200);
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, free);
    expect(paid.body.result).toBe('completed');
    expect((await call(base, 'GET', `/api/v1/spot/order-fields/${paid.body.reservation_token}`)).status).toBe(
      200,
    );
  });

  it('never sells a slot of another product or day through a QR token', async () => {
    const slot = await slotNow();
    const products = (await call(base, 'GET', '/api/v1/products?lang=en&channel=spot')).body as {
      uuid: string;
    }[];
    const other = products.find((product) => product.uuid !== slot.uuid);
    if (other) {
      expect(
        (
          await call(base, 'POST', '/api/v1/spot/orders', {
            ...spotOrderBody(slot),
            product_uuid: other.uuid,
          })
        ).body,
      ).toEqual({ error: 'record not found' });
    }
    const setProducts = await call(
      base,
      'GET',
      `/api/v1/spot/setproducts/search?qr_token=${slot.qrToken}&lang=en&main_product_time_span_ids=${slot.span.time_span_id}`,
    );
    expect(setProducts.status).toBe(200);
    for (const set of setProducts.body)
      for (const span of set.time_spans) expect(span.start_at.slice(0, 10)).toBe(venueToday().toString());
  });
});
