import { defineTenant, type TenantConfig } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedPass, passJsonOf, passService } from '../../testing/applePasses.ts';
import { purchase } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { changeTarget, requestChange } from '../../testing/timeChange.ts';
import { makeTestWalletKeys } from '../../testing/walletKeys.ts';
import { noClientLimits } from '../limits/clientLimits.ts';
import type { RunningServer } from '../server.ts';

const keys = makeTestWalletKeys();
/** Two sites with the same pass keys: a pass of one is still never the other's. */
const sites = {
  demo: testTenants.demo as TenantConfig,
  // Its own folder gives its passes their look.
  'lab-exhibition': defineTenant({
    ...(testTenants.demo as TenantConfig),
    id: 'lab-exhibition',
    title: { ja: 'ラボ', default: 'Lab' },
  }),
};
/** Nothing listens on port 9 here: every push and Google call fails to connect. */
const unreachable = {
  applePushUrl: 'https://127.0.0.1:9',
  googleTokenUrl: 'http://127.0.0.1:9/token',
  googleWalletApiUrl: 'http://127.0.0.1:9/walletobjects/v1',
};

/** A ticket bought on `site` and its pass as downloaded. */
async function boughtPass(base: string, site = '') {
  const { reservationToken } = await purchase(base, site, { quantity: 1 });
  const view = (await call(base, 'GET', `${site}/api/v1/reservations/${reservationToken}/tickets`)).body;
  const answer = await fetch(
    `${base}${site}/api/v1/reservations/${reservationToken}/tickets/${view.tickets[0].id}/wallet/apple`,
  );
  return { reservationToken, pass: passJsonOf(await answer.arrayBuffer()) };
}

describe.each(testDatabases)("Apple Wallet's web service on %s", (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database, {
      tenants: sites,
      wallet: { demo: keys.site, 'lab-exhibition': keys.site },
      walletServices: unreachable,
    });
    base = server.url;
  });
  afterAll(() => server.close());

  it('registers a device once (201, then 200), refuses a wrong or missing token (401), and unregisters', async () => {
    const { pass } = await boughtPass(base);
    const service = passService(pass);
    expect((await service.register('ipad', '0a1b2c3d')).status).toBe(201);
    expect((await service.register('ipad', '0a1b2c3e')).status).toBe(200);
    expect((await service.register('ipad', '0a1b2c3d', 'not-the-token')).status).toBe(401);
    const unsigned = await fetch(
      `${pass.webServiceURL}/v1/devices/ipad/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`,
      { method: 'POST', body: JSON.stringify({ pushToken: '0a1b2c3d' }) },
    );
    expect(unsigned.status).toBe(401);
    expect((await service.register('ipad', 'not hex')).status).toBe(400);
    expect((await service.latest({}, 'not-the-token')).status).toBe(401);
    expect((await service.unregister('ipad', 'not-the-token')).status).toBe(401);
    const listed = await service.updated('ipad');
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      serialNumbers: [pass.serialNumber],
      lastUpdated: expect.any(String),
    });
    expect((await service.updated('ipad', 'yesterday')).status).toBe(400);
    expect((await service.unregister('ipad')).status).toBe(200);
    expect((await service.updated('ipad')).status).toBe(204);
    expect((await service.updated('never-registered')).status).toBe(204);
  });

  it("keeps each site's passes to itself: never registered or served through another site", async () => {
    const { pass } = await boughtPass(base);
    expect(pass.webServiceURL).toBe(`${base}/demo/api/wallet`);
    const elsewhere = passService({ ...pass, webServiceURL: `${base}/lab-exhibition/api/wallet` });
    expect((await elsewhere.register('phone', '0a1b2c3d')).status).toBe(401);
    expect((await elsewhere.latest()).status).toBe(401);
    expect((await elsewhere.unregister('phone')).status).toBe(401);
    // The other site's own pass does not open demo's either, though both sites sign with the same keys.
    const lab = await boughtPass(base, '/lab-exhibition');
    expect(lab.pass.webServiceURL).toBe(`${base}/lab-exhibition/api/wallet`);
    const swapped = passService({ ...pass, authenticationToken: lab.pass.authenticationToken });
    expect((await swapped.latest()).status).toBe(401);
    // Another pass type, or a site that does not exist.
    const otherType = passService({ ...pass, passTypeIdentifier: 'pass.example.other' });
    expect((await otherType.latest()).status).toBe(401);
    const nowhere = passService({ ...pass, webServiceURL: `${base}/nowhere/api/wallet` });
    expect((await nowhere.latest()).status).toBe(404);
  });

  it('changes the date though no push or Google call gets through, and serves the new day', async () => {
    const { reservationToken, pass } = await boughtPass(base);
    const service = passService(pass);
    expect((await service.register('phone', '0a1b2c3d')).status).toBe(201);
    const target = await changeTarget(base, reservationToken);
    const change = await requestChange(base, reservationToken, target.timeSpanId, 'buyer@example.com');
    const done = await call(base, 'POST', `/api/v1/timechanges/${change.body.timechange_token}/checkout`, {
      payment_method_type: 'free',
    });
    expect(done.body).toMatchObject({ result: 'completed', reservation_token: reservationToken });
    const served = passJsonOf(await (await service.latest()).arrayBuffer());
    expect(served.relevantDate.slice(0, 10)).toBe(target.day);
    expect(served.relevantDate).not.toBe(pass.relevantDate);
  });

  it("logs what a device reports, and refuses a body that is not Apple's", async () => {
    const log = (body: unknown) =>
      fetch(`${base}/demo/api/wallet/v1/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await log({ logs: ['Web service error for pass.example.venue: 401'] })).status).toBe(200);
    expect(await (await log({ logs: 'not a list' })).json()).toEqual({ error: 'invalid request' });
  });
});

describe("Apple Wallet's web service limits guesses", () => {
  it('refuses every call to a client once it tried too many wrong tokens or unknown devices', async () => {
    const server = await startTestServer('sqlite', {
      wallet: { demo: keys.site },
      walletServices: unreachable,
      clientLimits: { ...noClientLimits, passGuesses: 2 },
    });
    try {
      const { reservationToken } = await purchase(server.url, '', { quantity: 1 });
      const view = (await call(server.url, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body;
      const pass = await downloadedPass(server.url, reservationToken, view.tickets[0].id);
      const service = passService(pass);
      expect((await service.latest()).status).toBe(200);
      expect((await service.latest({}, 'guess-1')).status).toBe(401);
      expect((await service.updated('guessed-device')).status).toBe(204);
      // Past the limit, even the right token is refused until the quarter hour ends.
      const refused = await service.latest();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'record not found' });
    } finally {
      await server.close();
    }
  });
});
