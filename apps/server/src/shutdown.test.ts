import { describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../testing/purchase.ts';
import { parseAnswer, pause, rawConnection } from '../testing/rawHttp.ts';
import { startTestServer, testDatabases } from '../testing/testServer.ts';

const orderRequest = (body: string) =>
  `POST /api/v1/orders HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

describe.each(testDatabases)('graceful shutdown on %s', (database) => {
  it('finishes a request under way, is not ready meanwhile, takes no new connection, then closes', async () => {
    const server = await startTestServer(database);
    const body = JSON.stringify(orderBody(await findSlot(server.url, ''), 1));
    // An order whose body is half sent, and a readiness probe whose headers are not finished yet.
    const order = await rawConnection(server.url);
    order.socket.write(orderRequest(body) + body.slice(0, 20));
    const probe = await rawConnection(server.url);
    probe.socket.write('GET /readyz HTTP/1.1\r\nHost: test\r\n');
    await pause(50);

    let closed = false;
    const closing = server.close().then(() => {
      closed = true;
    });
    probe.socket.write('\r\n');
    const ready = parseAnswer(await probe.closed);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: 'shutting down' });
    expect(ready.headers).toMatch(/\r\nconnection: close/i);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);

    order.socket.write(body.slice(20));
    const answer = parseAnswer(await order.closed);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ order_token: expect.any(String) });
    await closing;
    expect(closed).toBe(true);
  });

  it('closes requests still under way when the shutdown deadline passes', async () => {
    const server = await startTestServer(database, { shutdownTimeoutMs: 300 });
    const stalled = await rawConnection(server.url);
    stalled.socket.write(`${orderRequest('x'.repeat(100))}{"lang":`);
    await pause(50);
    const started = performance.now();
    await server.close();
    await stalled.closed;
    const ms = performance.now() - started;
    // Cut at the 300 ms deadline, not at the 30 s request timeout (which would otherwise end the stalled
    // request): the bound leaves a busy machine room to close the database too.
    expect(ms).toBeGreaterThan(250);
    expect(ms).toBeLessThan(10_000);
  });
});
