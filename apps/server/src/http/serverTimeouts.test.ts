import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { parseAnswer, pause, rawConnection } from '../../testing/rawHttp.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';
import { defaultTimeouts } from '../serverSettings.ts';

const timeouts = { headersMs: 300, requestMs: 600, keepAliveMs: 300 };

/** Milliseconds from now until `connection` closes. */
async function closesAfter(closed: Promise<string>): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const text = await closed;
  return { ms: performance.now() - started, text };
}

describe('the HTTP server timeouts', () => {
  it('are 10 s for headers, 30 s for a whole request and 5 s for an idle keep-alive by default', () => {
    expect(defaultTimeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
  });
});

describe.each(testDatabases)('slow clients on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database, { timeouts });
  });
  afterAll(() => server.close());

  it('closes a request whose body stops halfway once the request timeout passes', async () => {
    const body = JSON.stringify(orderBody(await findSlot(server.url, ''), 1));
    const connection = await rawConnection(server.url);
    connection.socket.write(
      `POST /api/v1/orders HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    const { ms, text } = await closesAfter(connection.closed);
    expect(ms).toBeGreaterThan(timeouts.requestMs - 100);
    expect(ms).toBeLessThan(timeouts.requestMs + 1000);
    expect(parseAnswer(text).status).toBe(408);
  });

  it('closes a connection whose headers stop halfway once the headers timeout passes', async () => {
    const connection = await rawConnection(server.url);
    connection.socket.write('GET /api/v1/langs HTTP/1.1\r\nHost: test\r\n');
    const { ms, text } = await closesAfter(connection.closed);
    expect(ms).toBeLessThan(timeouts.headersMs + 1000);
    expect(parseAnswer(text).status).toBe(408);
  });

  it('closes a connection that sends nothing', async () => {
    const connection = await rawConnection(server.url);
    const { ms } = await closesAfter(connection.closed);
    expect(ms).toBeLessThan(timeouts.headersMs + 1000);
  });

  it('answers a body sent slowly but whole within the request timeout', async () => {
    const body = JSON.stringify(orderBody(await findSlot(server.url, ''), 1));
    const connection = await rawConnection(server.url);
    connection.socket.write(
      `POST /api/v1/orders HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    for (const part of [body.slice(0, 30), body.slice(30, 60), body.slice(60)]) {
      await pause(100);
      connection.socket.write(part);
    }
    const answer = parseAnswer(await connection.receives('"expires_at"'));
    connection.socket.destroy();
    expect(answer.status).toBe(200);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const connection = await rawConnection(server.url);
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n');
    await connection.receives('"ok"');
    const { ms, text } = await closesAfter(connection.closed);
    expect(parseAnswer(text).status).toBe(200);
    // Node keeps the socket up to a second past keepAliveTimeout.
    expect(ms).toBeLessThan(timeouts.keepAliveMs + 1500);
  });
});
