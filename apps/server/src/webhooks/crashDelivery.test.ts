import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from '../../scripts/serverProcess.ts';
import { purchase } from '../../testing/purchase.ts';
import { call } from '../../testing/testServer.ts';
import { startReceiver } from '../../testing/webhookReceiver.ts';
import { nowIso } from '../clock.ts';
import { verifySignature } from './signature.ts';

const token = 'crash-admin-token-0123456789abcdef0123';

describe('webhook deliveries across a kill -9 of the server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'venue-webhooks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends every event whose attempt a killed server had under way, once the server is back', async () => {
    let answering = false;
    // The venue does not answer until the server has been killed, so every delivery is under way then.
    const venue = await startReceiver(() => (answering ? 200 : null));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      SQLITE_PATH: join(dir, 'venue.sqlite'),
      ADMIN_TOKENS: `demo=${token}`,
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_TIMEOUT_MS: '5000',
      // The server lives at the suite's instant, as the test's stock lookups do.
      VENUE_CLOCK: nowIso(),
    };
    let server: ServerProcess | null = await startServerProcess(port, env);
    try {
      const created = await call(
        base,
        'POST',
        '/demo/api/admin/webhooks',
        { url: venue.url, events: ['order.completed'] },
        { authorization: `Bearer ${token}` },
      );
      const { id, secret } = created.body;
      const bought = [];
      for (let index = 0; index < 3; index += 1) bought.push(await purchase(base, '', { quantity: 1 }));
      await expect.poll(() => venue.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      await server.stop('SIGKILL');
      server = null;

      answering = true;
      const before = venue.received.length;
      server = await startServerProcess(port, { ...env, VENUE_CLOCK: nowIso() });
      await expect.poll(() => venue.received.length - before, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      const resent = venue.received.slice(before);
      const events = resent.map((request) => JSON.parse(request.body));
      expect(new Set(events.map((event) => event.data.reservation_number)).size).toBe(3);
      for (const request of resent)
        expect(
          verifySignature(
            secret,
            String(request.headers['venue-signature']),
            request.body,
            Math.floor(Date.now() / 1000),
          ),
        ).toBe(true);
      const statuses = async () =>
        (
          await call(base, 'GET', `/demo/api/admin/webhooks/${id}/deliveries`, undefined, {
            authorization: `Bearer ${token}`,
          })
        ).body.deliveries.map((delivery: { status: string }) => delivery.status);
      await expect.poll(statuses).toEqual(['delivered', 'delivered', 'delivered']);
      expect(bought).toHaveLength(3);
    } finally {
      await server?.stop('SIGTERM');
      await venue.close();
    }
  }, 120_000);
});
