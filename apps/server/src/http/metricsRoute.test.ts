import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody, purchase } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { changeTarget, requestChange } from '../../testing/timeChange.ts';
import type { RunningServer } from '../server.ts';

async function metricsText(base: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one series in Prometheus' text format, 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(testDatabases)('/metrics on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  it('counts orders, holds and payments, and requests by route pattern, status and latency', async () => {
    const buyer = { email: 'metrics@example.com', fullname: 'Metrics Buyer' };
    const { reservationToken } = await purchase(server.url, '', { quantity: 1, contents: buyer });
    const target = await changeTarget(server.url, reservationToken);
    const change = await requestChange(server.url, reservationToken, target.timeSpanId, buyer.email);
    expect(change.status).toBe(200);
    const moved = await call(
      server.url,
      'POST',
      `/api/v1/timechanges/${change.body.timechange_token}/checkout`,
      { payment_method_type: 'free' },
    );
    expect(moved.body.result).toBe('completed');

    const { status, type, text } = await metricsText(server.url);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(seriesValue(text, 'venue_orders_created_total{tenant="demo",channel="web"}')).toBe(1);
    expect(seriesValue(text, 'venue_holds_total{tenant="demo",kind="order",result="held"}')).toBe(1);
    expect(seriesValue(text, 'venue_holds_total{tenant="demo",kind="time_change",result="held"}')).toBe(1);
    expect(seriesValue(text, 'venue_payments_completed_total{tenant="demo",method="gmo",kind="order"}')).toBe(
      1,
    );
    expect(
      seriesValue(text, 'venue_payments_completed_total{tenant="demo",method="free",kind="time_change"}'),
    ).toBe(1);
    expect(
      seriesValue(text, 'venue_http_requests_total{method="POST",route="/api/v1/orders",status="200"}'),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        'venue_http_request_duration_seconds_count{method="POST",route="/api/v1/orders/checkout/:token",status="200"}',
      ),
    ).toBe(1);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).not.toContain(reservationToken);
  });

  it('counts paths without a route of their own as one route, and unusual methods as one method', async () => {
    for (let index = 0; index < 30; index += 1) {
      const method = ['GET', 'POST', 'DELETE', 'PROPFIND', 'MKCOL', 'PURGE'][index % 6] as string;
      for (const path of [`/no-site-${index}/x`, `/api/v1/none-${index}`, `/demo/api/v9/${index}`])
        await fetch(`${server.url}${path}`, { method });
    }
    const { text } = await metricsText(server.url);
    const unmatched = text
      .split('\n')
      .filter((line) => /^venue_http_requests_total\{.*route="unmatched"/.test(line));
    expect(unmatched.map((line) => line.replace(/ \d+$/, '')).sort()).toEqual(
      ['DELETE', 'GET', 'POST', 'other'].map(
        (method) => `venue_http_requests_total{method="${method}",route="unmatched",status="404"}`,
      ),
    );
    expect(
      seriesValue(text, 'venue_http_requests_total{method="other",route="unmatched",status="404"}'),
    ).toBe(45);
    expect(text).not.toMatch(/route="[^"]*(none|no-site|v9)/);
  });

  it('counts a hold refused for lack of stock', async () => {
    const slot = await findSlot(server.url, '');
    await server.db.kysely
      .updateTable('time_spans')
      .set((eb) => ({ capacity: eb('held', '+', eb.ref('sold')) }))
      .where('id', '=', slot.span.time_span_id)
      .execute();
    const refused = await call(server.url, 'POST', '/api/v1/orders', orderBody(slot, 1));
    expect(refused).toEqual({ status: 409, body: { error: 'out of stock' } });
    const { text } = await metricsText(server.url);
    expect(seriesValue(text, 'venue_holds_total{tenant="demo",kind="order",result="out_of_stock"}')).toBe(1);
  });
});

describe('access to /metrics', () => {
  it('is 404 when metrics are off', async () => {
    const server = await startTestServer('sqlite', { metrics: { enabled: false, token: null } });
    try {
      expect((await metricsText(server.url)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('asks for the bearer token when one is set', async () => {
    const token = 'metrics-token-for-tests-0123456789';
    const server = await startTestServer('sqlite', { metrics: { enabled: true, token } });
    try {
      expect((await metricsText(server.url)).status).toBe(401);
      expect((await metricsText(server.url, { authorization: 'Bearer wrong' })).status).toBe(401);
      const allowed = await metricsText(server.url, { authorization: `Bearer ${token}` });
      expect(allowed.status).toBe(200);
      expect(allowed.text).toContain('venue_http_requests_total');
    } finally {
      await server.close();
    }
  });
});
