import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, dropSchema, freshSchema, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const cacheMs = 1000;

describe.each(testDatabases)('cached stock answers on %s', (database) => {
  const servers: RunningServer[] = [];
  const schema = freshSchema();
  beforeAll(async () => {
    servers.push(await startTestServer(database, { schema, stockCacheMs: cacheMs }));
    // On PostgreSQL a second replica shares the database and changes stock behind the first one's back.
    if (database === 'postgres') servers.push(await startTestServer(database, { schema }));
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    if (database === 'postgres') await dropSchema(schema);
  });
  const first = () => servers[0] as RunningServer;

  async function daySlots(base: string, slot: Awaited<ReturnType<typeof findSlot>>) {
    const answer = await call(
      base,
      'GET',
      `/api/v1/products/stocks?date=${slot.day}&product_id=${slot.uuid}&lang=en`,
    );
    expect(answer.status).toBe(200);
    return answer.body.time_spans as { time_span_id: number; remaining_stock: number }[];
  }

  async function remaining(base: string, slot: Awaited<ReturnType<typeof findSlot>>) {
    const span = (await daySlots(base, slot)).find(
      (candidate) => candidate.time_span_id === slot.span.time_span_id,
    );
    return span?.remaining_stock;
  }

  it('shows this server’s holds and releases at once', async () => {
    const { url } = first();
    const slot = await findSlot(url, '', { daysAhead: 3, places: 2 });
    const before = await remaining(url, slot);
    expect(await remaining(url, slot)).toBe(before);
    const created = await call(url, 'POST', '/api/v1/orders', orderBody(slot, 2));
    expect(created.status).toBe(200);
    expect(await remaining(url, slot)).toBe((before as number) - 2);
    expect((await call(url, 'DELETE', `/api/v1/orders/${created.body.order_token}`)).status).toBe(204);
    expect(await remaining(url, slot)).toBe(before);
  });

  it('turns a day sold out on the calendar as soon as its last ticket is held here', async () => {
    const { url, db } = first();
    const slot = await findSlot(url, '', { daysAhead: 5 });
    const spans = await daySlots(url, slot);
    for (const span of spans) {
      await db.kysely
        .updateTable('time_spans')
        .set((eb) => ({
          held: 0,
          sold: eb('capacity', '-', span.time_span_id === slot.span.time_span_id ? 1 : 0),
        }))
        .where('id', '=', span.time_span_id)
        .execute();
    }
    const statuses = `/api/v1/products/stocks-statuses?from=${slot.day}&to=${slot.day}&product_uuid=${slot.uuid}`;
    expect((await call(url, 'GET', statuses)).body[0].stock_status).toBe('few');
    expect((await call(url, 'POST', '/api/v1/orders', orderBody(slot, 1))).status).toBe(200);
    expect((await call(url, 'GET', statuses)).body[0].stock_status).toBe('sold_out');
  });

  it('shows a change made elsewhere within the cache time, not before', async () => {
    const { url, db } = first();
    const askedAt = performance.now();
    const slot = await findSlot(url, '', { daysAhead: 7 });
    const before = (await remaining(url, slot)) as number;
    if (servers[1]) {
      expect((await call(servers[1].url, 'POST', '/api/v1/orders', orderBody(slot, 1))).status).toBe(200);
    } else {
      await db.kysely
        .updateTable('time_spans')
        .set((eb) => ({ held: eb('held', '+', 1) }))
        .where('id', '=', slot.span.time_span_id)
        .execute();
    }
    const stale = await remaining(url, slot);
    // The day's answer was made after askedAt, so it is still served until askedAt + cacheMs at least.
    if (performance.now() < askedAt + cacheMs) expect(stale).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, cacheMs));
    expect(await remaining(url, slot)).toBe(before - 1);
  });

  it('answers a cached call exactly as a fresh one', async () => {
    const { url } = first();
    const slot = await findSlot(url, '', { daysAhead: 9 });
    const path = `/api/v1/products/stocks-statuses?from=${slot.day}&to=${slot.day}&product_uuid=${slot.uuid}`;
    const fresh = await fetch(`${url}${path}`);
    const cached = await fetch(`${url}${path}`);
    expect(cached.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    expect(await cached.text()).toBe(await fresh.text());
    expect((await call(url, 'GET', path.replace(`from=${slot.day}`, 'from=bad'))).status).toBe(400);
    expect((await call(url, 'GET', path.replace('/api/v1', '/no-such-site/api/v1'))).status).toBe(404);
  });
});
