import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { createLogger } from '../log.ts';
import type { RunningServer } from '../server.ts';

describe.each(testDatabases)('request logs on %s', (database) => {
  const lines: string[] = [];
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database, {
      logger: createLogger('info', { write: (line: string) => lines.push(line) }),
    });
  });
  afterAll(() => server.close());

  const contents = { email: 'logged-buyer@example.com', fullname: 'Logged Buyer' };

  it('write one JSON line per request with the route pattern, never a token or personal data', async () => {
    const { reservationToken, orderToken } = await purchase(server.url, '', { contents });
    const purchaseLog = lines.join('');
    lines.length = 0;
    await call(server.url, 'GET', `/api/v1/reservations/${reservationToken}/tickets?lang=en`);
    await call(server.url, 'GET', `/api/v1/unknown/${reservationToken}?token=${orderToken}`);
    await call(server.url, 'GET', '/healthz');
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        route: '/api/v1/reservations/:reservation_token/tickets',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({ method: 'GET', route: '/api/*', status: 404 }),
    ]);
    for (const secret of [reservationToken, orderToken, contents.email, contents.fullname, '127.0.0.1']) {
      expect(purchaseLog + lines.join('')).not.toContain(secret);
    }
    expect(purchaseLog).toContain('"route":"/api/v1/orders/checkout/:token"');
  });
});
