import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { call, freshSchema, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { changeTarget, requestChange } from '../../testing/timeChange.ts';
import { startReceiver } from '../../testing/webhookReceiver.ts';
import type { RunningServer } from '../server.ts';
import { verifySignature } from './signature.ts';

const demoToken = 'demo-admin-token-0123456789abcdef0123';
const cafeToken = 'cafe-admin-token-0123456789abcdef01234';
const adminTokens = { demo: demoToken, 'members-cafe': cafeToken };
const admin = (token = demoToken) => ({ authorization: `Bearer ${token}` });
const allEvents = ['order.completed', 'order.cancelled', 'ticket.checked_in', 'time_change.completed'];
const fast = { pollMs: 20, retryBaseMs: 50, timeoutMs: 2000 };

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function register(base: string, url: string, events = allEvents, site = 'demo', token = demoToken) {
  const created = await call(base, 'POST', `/${site}/api/admin/webhooks`, { url, events }, admin(token));
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

const deliveries = async (base: string, id: string) =>
  (await call(base, 'GET', `/demo/api/admin/webhooks/${id}/deliveries`, undefined, admin())).body.deliveries;

describe.each(testDatabases)('webhooks on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    server = await startTestServer(database, { adminTokens, webhookDelivery: fast });
    base = server.url;
  });
  afterAll(() => server.close());
  afterEach(async () => {
    for (const receiver of receivers.splice(0)) await receiver.close();
    // Each test starts with no endpoints, so no test is sent another's events.
    for (const site of ['demo', 'members-cafe']) {
      const token = site === 'demo' ? demoToken : cafeToken;
      const list = (await call(base, 'GET', `/${site}/api/admin/webhooks`, undefined, admin(token))).body;
      for (const hook of list.webhooks)
        await call(base, 'DELETE', `/${site}/api/admin/webhooks/${hook.id}`, undefined, admin(token));
    }
  });
  async function receiver(answer?: Parameters<typeof startReceiver>[0]) {
    const started = await startReceiver(answer);
    receivers.push(started);
    return started;
  }

  it("keeps the admin API to the tenant's own token and checks what is registered", async () => {
    const body = { url: 'https://venue.example/hooks', events: ['order.completed'] };
    const unauthorized = { status: 401, body: { error: 'unauthorized' } };
    expect(await call(base, 'POST', '/demo/api/admin/webhooks', body)).toEqual(unauthorized);
    expect(await call(base, 'POST', '/demo/api/admin/webhooks', body, admin(cafeToken))).toEqual(
      unauthorized,
    );
    expect(await call(base, 'GET', '/members-cafe/api/admin/webhooks', undefined, admin())).toEqual(
      unauthorized,
    );
    // An unknown tenant is no different from one without a token.
    expect(await call(base, 'GET', '/okinawa/api/admin/webhooks', undefined, admin())).toEqual(unauthorized);
    const invalid = { status: 400, body: { error: 'invalid request' } };
    for (const wrong of [
      { ...body, url: 'ftp://venue.example/hooks' },
      { ...body, url: 'not a url' },
      { ...body, events: [] },
      { ...body, events: ['order.shipped'] },
      {},
      'not json',
    ])
      expect(await call(base, 'POST', '/demo/api/admin/webhooks', wrong, admin())).toEqual(invalid);

    const created = await call(base, 'POST', '/demo/api/admin/webhooks', body, admin());
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const listed = (await call(base, 'GET', '/demo/api/admin/webhooks', undefined, admin())).body.webhooks;
    expect(listed).toEqual([
      { id: created.body.id, url: body.url, events: body.events, created_at: expect.any(String) },
    ]);
    const otherSite = await call(
      base,
      'GET',
      '/members-cafe/api/admin/webhooks',
      undefined,
      admin(cafeToken),
    );
    expect(otherSite.body.webhooks).toEqual([]);
    expect(
      (
        await call(
          base,
          'DELETE',
          `/members-cafe/api/admin/webhooks/${created.body.id}`,
          undefined,
          admin(cafeToken),
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(base, 'DELETE', `/demo/api/admin/webhooks/${created.body.id}`, undefined, admin())).status,
    ).toBe(204);
    expect(
      (await call(base, 'GET', `/demo/api/admin/webhooks/${created.body.id}/deliveries`, undefined, admin()))
        .status,
    ).toBe(404);
  });

  it('sends a completed order, signed, to the endpoints of its own tenant only', async () => {
    const venue = await receiver();
    const otherVenue = await receiver();
    const { id, secret } = await register(base, venue.url);
    await register(base, otherVenue.url, allEvents, 'members-cafe', cafeToken);

    const { slot } = await purchase(base, '', { quantity: 2 });
    await expect.poll(() => venue.received.length).toBe(1);
    const [request] = venue.received;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(
      verifySignature(
        secret,
        String(request?.headers['venue-signature']),
        request?.body ?? '',
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true);
    const [event] = venue.events();
    expect(event).toMatchObject({
      type: 'order.completed',
      tenant: 'demo',
      data: {
        product_id: slot.uuid,
        date: slot.day,
        quantity: 2,
        channel: 'web',
        amount: expect.any(Number),
        currency: 'JPY',
        reservation_number: expect.stringMatching(/^\d{12}$/),
      },
    });
    // The attempt is recorded once the answer is in, a moment after the venue has the request.
    await expect.poll(async () => (await deliveries(base, id))[0].status).toBe('delivered');
    const [delivery] = await deliveries(base, id);
    expect(delivery).toMatchObject({
      event_id: event.id,
      type: 'order.completed',
      status: 'delivered',
      next_attempt_at: null,
    });
    expect(delivery.attempts).toEqual([
      { number: 1, at: expect.any(String), status_code: 200, error: null, duration_ms: expect.any(Number) },
    ]);
    expect(otherVenue.received).toHaveLength(0);
  });

  it('retries with backoff until the endpoint answers 2xx, sending the same event each time', async () => {
    const venue = await receiver((_, index) => (index < 2 ? 500 : 204));
    const { id } = await register(base, venue.url, ['order.completed']);
    await purchase(base, '');
    await expect.poll(() => venue.received.length, { timeout: 10_000 }).toBe(3);
    const ids = venue.events().map((event) => event.id);
    expect(new Set(ids).size).toBe(1);
    await expect.poll(async () => (await deliveries(base, id))[0].status).toBe('delivered');
    const [delivery] = await deliveries(base, id);
    expect(delivery.attempts.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([
      500, 500, 204,
    ]);
    const times = delivery.attempts.map((attempt: { at: string }) => Date.parse(attempt.at));
    // The second wait is about twice the first (50 ms, then 100 ms).
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(50);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(100);
  });

  it('records an endpoint that cannot be reached, and tells cancellations and check-ins', async () => {
    const unreachable = await receiver();
    const url = unreachable.url;
    await unreachable.close();
    receivers.length = 0;
    const { id: downId } = await register(base, url, ['order.cancelled']);
    const venue = await receiver();
    await register(base, venue.url, ['order.cancelled', 'ticket.checked_in']);

    const { reservationToken, slot } = await purchase(base, '', { quantity: 1, daysAhead: 3 });
    const order = await call(base, 'POST', '/api/v1/orders', {
      lang: 'en',
      option_values: [{ option_value_id: slot.optionId, quantity: 1 }],
      product_uuid: slot.uuid,
      quantity: 1,
      set_products: [],
      time_span_id: slot.span.time_span_id,
    });
    expect((await call(base, 'DELETE', `/api/v1/orders/${order.body.order_token}`)).status).toBe(204);
    await moveSlot(server.db.kysely, slot.span.time_span_id, -10, 50);
    const [ticket] = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body
      .tickets;
    const checkIn = await call(base, 'POST', `/api/v1/tickets/${ticket.id}/checkin`, {
      reservation_token: reservationToken,
      type: 'gate',
    });
    expect(checkIn.body.status).toBe('success');

    await expect
      .poll(() =>
        venue
          .events()
          .map((event) => event.type)
          .sort(),
      )
      .toEqual(['order.cancelled', 'ticket.checked_in']);
    const byType = Object.fromEntries(venue.events().map((event) => [event.type, event.data]));
    expect(byType['order.cancelled']).toMatchObject({
      reason: 'visitor',
      quantity: 1,
      product_id: slot.uuid,
    });
    expect(byType['ticket.checked_in']).toMatchObject({
      ticket_id: ticket.id,
      kind: 'gate',
      checked_in_at: expect.any(String),
    });
    await expect
      .poll(async () => (await deliveries(base, downId))[0]?.attempts.length ?? 0)
      .toBeGreaterThan(0);
    const [down] = await deliveries(base, downId);
    expect(down.status).toBe('pending');
    expect(down.attempts[0]).toMatchObject({ status_code: null, error: expect.any(String) });
  });

  it('tells a completed change of date, with the slot before and after', async () => {
    const venue = await receiver();
    await register(base, venue.url, ['time_change.completed']);
    const { reservationToken, slot } = await purchase(base, '', { quantity: 1 });
    const target = await changeTarget(base, reservationToken);
    const change = await requestChange(base, reservationToken, target.timeSpanId, 'buyer@example.com');
    const done = await call(base, 'POST', `/api/v1/timechanges/${change.body.timechange_token}/checkout`, {
      payment_method_type: 'free',
    });
    expect(done.body.result).toBe('completed');
    await expect.poll(() => venue.received.length).toBe(1);
    expect(venue.events()[0]).toMatchObject({
      type: 'time_change.completed',
      data: {
        reservation_number: expect.stringMatching(/^\d{12}$/),
        previous: { product_id: slot.uuid, date: slot.day },
        new: { product_id: slot.uuid, date: target.day },
        price_difference: 0,
      },
    });
  });
});

describe.each(testDatabases)('webhooks given up after a day on %s', (database) => {
  it('stops trying once the delivery is older than its limit', async () => {
    const server = await startTestServer(database, {
      adminTokens,
      webhookDelivery: { ...fast, giveUpAfterMs: 300 },
    });
    const venue = await startReceiver(() => 503);
    try {
      const { id } = await register(server.url, venue.url, ['order.completed']);
      await purchase(server.url, '');
      await expect
        .poll(async () => (await deliveries(server.url, id))[0]?.status, { timeout: 10_000 })
        .toBe('failed');
      const [delivery] = await deliveries(server.url, id);
      expect(delivery.attempts.length).toBeGreaterThan(1);
      expect(delivery.attempts.every((attempt: { status_code: number }) => attempt.status_code === 503)).toBe(
        true,
      );
      const sent = venue.received.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(venue.received.length).toBe(sent);
    } finally {
      await venue.close();
      await server.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('webhooks of two servers on one PostgreSQL database', () => {
  it('sends each delivery once, whichever server made the event', async () => {
    const schema = freshSchema();
    const first = await startTestServer('postgres', {
      schema,
      adminTokens,
      webhookDelivery: { ...fast, pollMs: 5 },
    });
    const second = await startTestServer('postgres', {
      schema,
      adminTokens,
      webhookDelivery: { ...fast, pollMs: 5 },
    });
    const venue = await startReceiver();
    try {
      await register(first.url, venue.url, ['order.completed']);
      const servers = [first, second];
      await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          purchase(servers[index % 2]?.url ?? '', '', { quantity: 1, daysAhead: 2 + (index % 4) }),
        ),
      );
      await expect.poll(() => venue.received.length, { timeout: 10_000 }).toBe(12);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = venue.events().map((event) => event.id);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await venue.close();
      await first.close();
      await second.close();
    }
  });
});
