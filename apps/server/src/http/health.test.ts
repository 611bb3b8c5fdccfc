import { afterEach, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

describe.each(testDatabases)('health probes on %s', (database) => {
  let server: RunningServer;
  afterEach(() => server.close());

  it('/healthz says the process is alive and /readyz that the database answers', async () => {
    server = await startTestServer(database);
    expect(await call(server.url, 'GET', '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await call(server.url, 'GET', '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('/readyz answers 503 when the database does not answer, while /healthz still answers', async () => {
    server = await startTestServer(database);
    await server.db.kysely.destroy();
    expect(await call(server.url, 'GET', '/readyz')).toEqual({
      status: 503,
      body: { error: 'database unreachable' },
    });
    expect(await call(server.url, 'GET', '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
