import { defineTenant, tenantConfigSchema } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import type { RunningServer } from '../server.ts';

const demo = testTenants.demo;
if (!demo) throw new Error('the test tenants include demo');
/** Demo with a container, the members' cafe without one. */
const tenants = { ...testTenants, demo: defineTenant({ ...demo, tagManagerId: 'GTM-DEMO001' }) };

describe.each(testDatabases)('GET /api/v1/gtm/{id}: the site’s tag-manager container, on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database, { tenants });
  });
  afterAll(() => server.close());

  it('answers the container of the site its id names', async () => {
    expect(await call(server.url, 'GET', '/api/v1/gtm/demo')).toEqual({
      status: 200,
      body: { id: 'demo', container_id: 'GTM-DEMO001' },
    });
    expect(await call(server.url, 'GET', '/demo/api/v1/gtm/demo')).toEqual({
      status: 200,
      body: { id: 'demo', container_id: 'GTM-DEMO001' },
    });
  });

  it('answers null for a site without a container', async () => {
    expect(await call(server.url, 'GET', '/members-cafe/api/v1/gtm/members-cafe')).toEqual({
      status: 200,
      body: { id: 'members-cafe', container_id: null },
    });
  });

  it('never answers another site’s container', async () => {
    expect(await call(server.url, 'GET', '/members-cafe/api/v1/gtm/demo')).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect(await call(server.url, 'GET', '/api/v1/gtm/no-such-site')).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
  });
});

describe('a container id is checked where it is configured', () => {
  it('takes GTM-… ids only, so no config can put other text into the script URL', () => {
    const config = { ...demo };
    for (const id of ['GTM-DEMO001', 'GTM-AB12']) {
      expect(tenantConfigSchema.safeParse({ ...config, tagManagerId: id }).success).toBe(true);
    }
    for (const id of ['GTM-demo001', 'UA-12345-1', 'GTM-ABC"><script>', 'GTM-AB12&l=x', '']) {
      expect(tenantConfigSchema.safeParse({ ...config, tagManagerId: id }).success).toBe(false);
    }
  });
});
