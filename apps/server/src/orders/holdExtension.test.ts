import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { nowIso, nowMs } from '../clock.ts';
import type { RunningServer } from '../server.ts';

const holdMinutes = 15;

describe.each(testDatabases)('extending an order’s hold on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database, { holdMinutes });
    base = server.url;
  });
  afterAll(() => server.close());

  async function newOrder(quantity = 1) {
    const slot = await findSlot(base, '', { daysAhead: 4, places: quantity });
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, quantity));
    expect(created.status).toBe(200);
    return { slot, token: created.body.order_token as string, expiresAt: created.body.expires_at as string };
  }

  /** Moves the order's hold end as if `minutesLeft` of it were left now. */
  const leaveMinutes = (token: string, minutesLeft: number) =>
    server.db.kysely
      .updateTable('orders')
      .set({ expires_at: nowIso(minutesLeft * 60_000) })
      .where('token', '=', token)
      .execute();

  it('moves expires_at to a full hold from now once, and refuses a second extension', async () => {
    const { token } = await newOrder(2);
    await leaveMinutes(token, 1);
    const before = Date.parse((await call(base, 'GET', `/api/v1/orders/${token}`)).body.expires_at);
    const extended = await call(base, 'POST', `/api/v1/orders/${token}/extend`);
    expect(extended.status).toBe(200);
    expect(extended.body.order_token).toBe(token);
    const after = Date.parse(extended.body.expires_at);
    expect(after).toBeGreaterThan(before + 10 * 60_000);
    expect(Math.abs(after - (nowMs() + holdMinutes * 60_000))).toBeLessThan(30_000);
    expect((await call(base, 'GET', `/api/v1/orders/${token}`)).body.expires_at).toBe(
      extended.body.expires_at,
    );

    expect(await call(base, 'POST', `/api/v1/orders/${token}/extend`)).toEqual({
      status: 409,
      body: { error: 'hold already extended' },
    });
  });

  it('keeps the stock held through the extension, so the order can still be paid', async () => {
    const { slot, token } = await newOrder(1);
    const remaining = async () =>
      (
        await call(base, 'GET', `/api/v1/products/stocks?date=${slot.day}&product_id=${slot.uuid}&lang=en`)
      ).body.time_spans.find((span: { time_span_id: number }) => span.time_span_id === slot.span.time_span_id)
        .remaining_stock;
    const held = await remaining();
    expect((await call(base, 'POST', `/api/v1/orders/${token}/extend`)).status).toBe(200);
    expect(await remaining()).toBe(held);
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'extend@example.com', fullname: 'Extend' },
    });
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    expect(paid.body.result).toBe('completed');
  });

  it('answers session_timeout once the hold has run out (its stock already given back)', async () => {
    const { token } = await newOrder(1);
    await leaveMinutes(token, -1 / 60);
    expect(await call(base, 'POST', `/api/v1/orders/${token}/extend`)).toEqual({
      status: 410,
      body: { error: 'session_timeout' },
    });
  });

  it('refuses a paid order and an unknown token with their catalogue errors', async () => {
    const { token } = await newOrder(1);
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'paid@example.com', fullname: 'Paid' },
    });
    await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    expect(await call(base, 'POST', `/api/v1/orders/${token}/extend`)).toEqual({
      status: 400,
      body: { error: 'invalid order status' },
    });
    expect((await call(base, 'POST', '/api/v1/orders/unknown-token-000000000000/extend')).status).toBe(404);
  });
});
