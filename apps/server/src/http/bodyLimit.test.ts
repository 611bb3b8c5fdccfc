import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnswer, pause, rawConnection } from '../../testing/rawHttp.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';
import { defaultBodyLimitBytes } from '../serverSettings.ts';

const tooLarge = { error: 'request body too large' };

describe.each(testDatabases)('the request body limit on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  it('is 64 KB by default: a body just under it is read (and judged by the contract)', async () => {
    expect(defaultBodyLimitBytes).toBe(65_536);
    const padding = 'x'.repeat(defaultBodyLimitBytes - 100);
    const answer = await call(server.url, 'POST', '/api/v1/orders', { lang: 'en', padding });
    expect(answer).toEqual({ status: 400, body: { error: 'invalid request' } });
  });

  it('answers 413 by Content-Length before reading the body, and closes the connection', async () => {
    const connection = await rawConnection(server.url);
    const claimed = 200 * 1024 * 1024;
    connection.socket.write(
      `POST /api/v1/orders HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${claimed}\r\n\r\n{"lang":`,
    );
    // Only the headers and 8 bytes of the 200 MB were sent: the answer cannot have waited for the body.
    const text = await connection.closed;
    const answer = parseAnswer(text);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooLarge);
    expect(answer.headers).toMatch(/\r\nconnection: close/i);
  });

  it('answers 413 to a body one byte over the limit by Content-Length', async () => {
    const answer = await call(server.url, 'POST', '/api/v1/orders', 'x'.repeat(defaultBodyLimitBytes + 1));
    expect(answer).toEqual({ status: 413, body: tooLarge });
  });

  it('stops a chunked body without Content-Length at the first chunk past the limit', async () => {
    const connection = await rawConnection(server.url);
    connection.socket.write(
      'POST /api/v1/orders HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'x'.repeat(16 * 1024);
    let sent = 0;
    // Up to 4 MB, a chunk every few milliseconds, until the server answers.
    for (let index = 0; index < 256 && !connection.received() && !connection.socket.destroyed; index++) {
      connection.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      sent += chunk.length;
      await pause(5);
    }
    const answer = parseAnswer(await connection.closed);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooLarge);
    // Answered soon after the limit was passed, not after the 4 MB the client was ready to send.
    expect(sent).toBeGreaterThan(defaultBodyLimitBytes);
    expect(sent).toBeLessThan(defaultBodyLimitBytes * 4);
  });

  it('reads a chunked body under the limit as usual', async () => {
    const connection = await rawConnection(server.url);
    const body = JSON.stringify({ lang: 'en' });
    connection.socket.write(
      `POST /api/v1/orders HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    const answer = parseAnswer(await connection.receives('"}'));
    connection.socket.destroy();
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid request' });
  });
});

describe('BODY_LIMIT_BYTES', () => {
  it('sets the limit', async () => {
    const server = await startTestServer('sqlite', { bodyLimitBytes: 1000 });
    try {
      expect(await call(server.url, 'POST', '/api/v1/orders', 'x'.repeat(1001))).toEqual({
        status: 413,
        body: tooLarge,
      });
      expect((await call(server.url, 'POST', '/api/v1/orders', 'x'.repeat(1000))).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});
