import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findSlot, orderBody, purchase } from '../testing/purchase.ts';
import { moveSlot } from '../testing/slotNow.ts';
import { call, startTestServer, type TestServerOptions, testDatabases } from '../testing/testServer.ts';
import { advanceClock, nowIso, resetClock, setClock, venueNow, venueToday } from './clock.ts';
import type { RunningServer } from './server.ts';

describe('the server clock', () => {
  afterEach(() => resetClock());

  it('runs on from the instant it is set to, and reads the venue’s day in Tokyo', () => {
    setClock('2026-12-31T23:59:00+09:00');
    expect(venueToday().toString()).toBe('2026-12-31');
    expect(venueNow()).toEqual({ date: '2026-12-31', time: '23:59' });
    advanceClock(60_000);
    // Midnight in Tokyo is 15:00 UTC of the day before: the venue's day is not the UTC day.
    expect(venueNow()).toEqual({ date: '2027-01-01', time: '00:00' });
    expect(nowIso().slice(0, 16)).toBe('2026-12-31T15:00');
  });

  it('refuses what is not an instant', () => {
    expect(() => setClock('next tuesday')).toThrow('not an instant');
  });
});

/**
 * The server at fixed instants: a server is started with the clock set, seeds its stock from that day and
 * answers as a visitor at that instant would see it.
 */
describe.each(testDatabases)('the server at fixed instants on %s', (database) => {
  let server: RunningServer | undefined;
  async function startAt(instant: string, options: TestServerOptions = {}) {
    setClock(instant);
    server = await startTestServer(database, options);
    return server;
  }
  afterEach(async () => {
    await server?.close();
    server = undefined;
    resetClock();
  });
  afterAll(() => resetClock());

  const statuses = async (base: string, uuid: string, from: string, to: string) =>
    Object.fromEntries(
      (
        (
          await call(
            base,
            'GET',
            `/api/v1/products/stocks-statuses?from=${from}&to=${to}&product_uuid=${uuid}`,
          )
        ).body as { date: string; stock_status: string }[]
      ).map((day) => [day.date, day.stock_status]),
    );

  it('on the last day of a month, sells today and the next month across the boundary', async () => {
    // A Sunday; the demo admission ticket closes on Mondays, so 1 February is closed.
    const { url } = await startAt('2027-01-31T12:00:00+09:00');
    const slot = await findSlot(url, '', { daysAhead: 0 });
    expect(slot.day).toBe('2027-01-31');
    expect(await statuses(url, slot.uuid, '2027-01-30', '2027-02-02')).toEqual({
      '2027-01-31': 'normal',
      '2027-02-01': 'closed',
      '2027-02-02': 'normal',
    });
    const { slot: bought } = await purchase(url, '', { daysAhead: 1, quantity: 2 });
    expect(bought.day).toBe('2027-02-02');
    const month = await call(url, 'GET', '/api/v1/products/search?from=2027-02-01&to=2027-02-28&lang=en');
    expect(month.status).toBe(200);
  });

  it('from 31 December to 1 January: sells the new year, and the old day closes at midnight in Tokyo', async () => {
    const { url } = await startAt('2026-12-31T17:30:00+09:00');
    const lastSlot = await findSlot(url, '', { daysAhead: 0 });
    expect(lastSlot.day).toBe('2026-12-31');
    const { slot: newYear } = await purchase(url, '', { daysAhead: 1, quantity: 1 });
    expect(newYear.day >= '2027-01-01').toBe(true);
    // 00:00:30 on 1 January in Tokyo, still 31 December in UTC.
    advanceClock(6.5 * 3_600_000 + 30_000);
    expect(venueToday().toString()).toBe('2027-01-01');
    expect((await statuses(url, lastSlot.uuid, '2026-12-31', '2026-12-31'))['2026-12-31']).toBe('closed');
    expect(await call(url, 'POST', '/api/v1/orders', orderBody(lastSlot, 1))).toEqual({
      status: 409,
      body: { error: 'ticket not on sale now' },
    });
  });

  it('at 23:59 in Tokyo, today’s ended slots are off sale and the day shows closed', async () => {
    const { url } = await startAt('2027-03-02T23:59:00+09:00');
    const uuid = (await call(url, 'GET', '/api/v1/products?lang=en')).body[0].uuid;
    expect(await statuses(url, uuid, '2027-03-02', '2027-03-03')).toEqual({
      '2027-03-02': 'closed',
      '2027-03-03': 'normal',
    });
    const day = await call(url, 'GET', `/api/v1/products/stocks?date=2027-03-02&product_id=${uuid}&lang=en`);
    expect(day.body.time_spans).toEqual([]);
    expect((await findSlot(url, '', { daysAhead: 0 })).day).toBe('2027-03-03');
  });

  it('at 00:00 in Tokyo, the new day is on sale although UTC is still on the day before', async () => {
    const { url } = await startAt('2027-03-03T00:00:00+09:00');
    expect(nowIso().slice(0, 10)).toBe('2027-03-02');
    const slot = await findSlot(url, '', { daysAhead: 0 });
    expect(slot.day).toBe('2027-03-03');
    // The server was seeded from its today: the Tokyo day, not the UTC one.
    expect(await statuses(url, slot.uuid, '2027-03-02', '2027-03-03')).toEqual({ '2027-03-03': 'normal' });
    const created = await call(url, 'POST', '/api/v1/orders', orderBody(slot, 1));
    expect(created.status).toBe(200);
  });

  it('stops selling a slot that ended a minute ago, and still sells one that ends in a minute', async () => {
    const { url, db } = await startAt('2027-04-14T14:00:00+09:00');
    const ended = await findSlot(url, '', { daysAhead: 3 });
    await moveSlot(db.kysely, ended.span.time_span_id, -31, -1);
    expect(await call(url, 'POST', '/api/v1/orders', orderBody(ended, 1))).toEqual({
      status: 409,
      body: { error: 'ticket not on sale now' },
    });
    const today = await call(
      url,
      'GET',
      `/api/v1/products/stocks?date=2027-04-14&product_id=${ended.uuid}&lang=en`,
    );
    const listed = today.body.time_spans.map((span: { time_span_id: number }) => span.time_span_id);
    expect(listed).not.toContain(ended.span.time_span_id);

    const ending = await findSlot(url, '', { daysAhead: 4 });
    await moveSlot(db.kysely, ending.span.time_span_id, -29, 1);
    expect((await call(url, 'POST', '/api/v1/orders', orderBody(ending, 1))).status).toBe(200);
  });

  it('answers out of stock on a day the seed sold out', async () => {
    const { url } = await startAt('2027-05-20T10:00:00+09:00', { seedStock: 'varied' });
    const uuid = (await call(url, 'GET', '/api/v1/products?lang=en')).body[0].uuid;
    const days = await statuses(url, uuid, '2027-05-21', '2027-08-15');
    const soldOut = Object.keys(days).find((date) => days[date] === 'sold_out');
    if (!soldOut) throw new Error('the varied seed sold out no day in 87 days');
    const stock = (
      await call(url, 'GET', `/api/v1/products/stocks?date=${soldOut}&product_id=${uuid}&lang=en`)
    ).body;
    const [span] = stock.time_spans;
    expect(stock.time_spans.every((entry: { remaining_stock: number }) => entry.remaining_stock === 0)).toBe(
      true,
    );
    expect(
      await call(
        url,
        'POST',
        '/api/v1/orders',
        orderBody({ uuid, day: soldOut, span, optionId: span.options[0].id }, 1),
      ),
    ).toEqual({ status: 409, body: { error: 'out of stock' } });
  });

  it('keeps a hold until the minute it expires, then gives its stock back', async () => {
    const { url } = await startAt('2027-06-30T23:50:00+09:00', { holdMinutes: 15 });
    const slot = await findSlot(url, '', { daysAhead: 2 });
    const remaining = async () =>
      (
        await call(url, 'GET', `/api/v1/products/stocks?date=${slot.day}&product_id=${slot.uuid}&lang=en`)
      ).body.time_spans.find((span: { time_span_id: number }) => span.time_span_id === slot.span.time_span_id)
        .remaining_stock as number;
    const before = await remaining();
    const created = await call(url, 'POST', '/api/v1/orders', orderBody(slot, 2));
    expect(created.status).toBe(200);
    expect(Date.parse(created.body.expires_at) - Date.parse(nowIso())).toBeGreaterThan(14 * 60_000);
    advanceClock(14 * 60_000);
    expect((await call(url, 'GET', `/api/v1/orders/${created.body.order_token}`)).status).toBe(200);
    expect(await remaining()).toBe(before - 2);
    // Past the hold, across midnight in Tokyo.
    advanceClock(61_000 + 2_000);
    expect(await call(url, 'GET', `/api/v1/orders/${created.body.order_token}`)).toEqual({
      status: 410,
      body: { error: 'session_timeout' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the stock answer cache's life
    expect(await remaining()).toBe(before);
  });
});
