import { defineTenant, type TenantConfig } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../testing/browser.ts';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { dropSchema, freshSchema, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { nowIso, setClock } from '../clock.ts';
import { noClientLimits } from '../limits/clientLimits.ts';
import type { RunningServer } from '../server.ts';
import { holdingStatuses } from '../stock/holds.ts';
import { productUuids } from './queue.ts';
import { passCookie, passUses, visitorCookie } from './waitingRoom.ts';

const opensAt = '2027-01-06T10:00:00+09:00';
/** When the opening's places are written: a second after it. */
const settled = '2027-01-06T10:00:01+09:00';
const room = { opensAt, closesAt: '2027-01-06T12:00:00+09:00', admitPerMinute: 60 };
const demo = testTenants.demo as TenantConfig;
/** demo gates every product (one a second); gallery too; members-cafe's room gates no product it sells. */
const tenants: Record<string, TenantConfig> = {
  demo: defineTenant({ ...demo, waitingRoom: room }),
  gallery: defineTenant({ ...demo, id: 'gallery', waitingRoom: room }),
  'members-cafe': defineTenant({
    ...(testTenants['members-cafe'] as TenantConfig),
    waitingRoom: { ...room, productIds: [999_999] },
  }),
};

const at = (instant: string) => setClock(instant);
const join = (base: string, browser: Browser, site = '') =>
  browser.call(base, 'POST', `${site}/api/v1/waiting-room`);
const look = (base: string, browser: Browser, site = '') =>
  browser.call(base, 'GET', `${site}/api/v1/waiting-room`);

describe.each(testDatabases)('the waiting room on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let slot: Awaited<ReturnType<typeof findSlot>>;
  const order = (browser: Browser, site = '') =>
    browser.call(base, 'POST', `${site}/api/v1/orders`, orderBody(slot, 1));
  const orderCount = async () =>
    Number(
      (
        await server.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The demo site's orders whose hold has run out but that still hold their stock: not released yet. */
  const expiredHolding = async () =>
    Number(
      (
        await server.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', 'demo')
          .where('status', 'in', holdingStatuses)
          .where('expires_at', '<', nowIso())
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    at('2027-01-06T09:50:00+09:00');
    server = await startTestServer(database, { tenants });
    base = server.url;
    slot = await findSlot(base, '');
  });
  afterAll(async () => {
    await server?.close();
  });

  const early = Array.from({ length: 20 }, () => new Browser());
  const late = [new Browser(), new Browser()];

  it('lets everyone who comes before the opening wait without a place, and answers a stranger state none', async () => {
    at('2027-01-06T09:59:00+09:00');
    for (const browser of early) {
      const { status, body } = await join(base, browser);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        active: true,
        opens_at: opensAt,
        product_ids: null,
        product_uuids: null,
        state: 'waiting',
        position: null,
        ahead: null,
        estimated_wait_seconds: null,
        pass_expires_at: null,
      });
      expect(body.poll_after_seconds).toBeGreaterThanOrEqual(30);
      expect(browser.cookies.get(visitorCookie('demo'))).toMatch(/^[\w-]{22}$/);
    }
    const stranger = await look(base, new Browser());
    expect(stranger.body).toMatchObject({ active: true, state: 'none', position: null });
  });

  it('draws the early places once the opening has settled, stably, and places later arrivals after them by arrival', async () => {
    at(opensAt);
    // The places are written a second after the opening; until then nobody has one, and nothing waits.
    const before = await look(base, early[0] as Browser);
    expect(before.body).toMatchObject({ state: 'waiting', position: null });
    expect(before.body.poll_after_seconds).toBeGreaterThanOrEqual(1);
    expect(before.body.poll_after_seconds).toBeLessThanOrEqual(1 + 15);
    at(settled);
    const places = [];
    for (const browser of early) places.push((await look(base, browser)).body.position);
    expect([...places].sort((a, b) => a - b)).toEqual(early.map((_, index) => index + 1));
    expect(places).not.toEqual(early.map((_, index) => index + 1));
    for (const [index, browser] of late.entries()) {
      at(settled);
      const { body } = await join(base, browser);
      // Place 1 is admitted a second after the opening.
      expect(body).toMatchObject({ state: 'waiting', position: 21 + index, ahead: 19 + index });
    }
    for (const [index, browser] of early.entries())
      expect((await look(base, browser)).body.position).toBe(places[index]);
  });

  it('keeps the place of a reload and of a second tab: one browser, one place', async () => {
    const browser = late[0] as Browser;
    const first = await look(base, browser);
    const again = await join(base, browser);
    const tab = await join(base, browser);
    expect(again.body.position).toBe(first.body.position);
    expect(tab.body.position).toBe(first.body.position);
    const rows = await server.db.kysely
      .selectFrom('waiting_room_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(22);
  });

  it('admits admitPerMinute places a minute, with a pass that expires passMinutes after admission', async () => {
    const byPlace = new Map<number, Browser>();
    for (const browser of early) byPlace.set((await look(base, browser)).body.position, browser);
    // The clock runs on from where it is set: set again before each answer that depends on the instant.
    const lookAt = (place: number) => {
      at('2027-01-06T10:00:02.500+09:00');
      return look(base, (place === 22 ? late[1] : byPlace.get(place)) as Browser);
    };
    const second = await lookAt(2);
    expect(second.body).toMatchObject({
      state: 'admitted',
      position: 2,
      ahead: 0,
      estimated_wait_seconds: 0,
      pass_expires_at: '2027-01-06T01:15:02.000Z',
    });
    expect(byPlace.get(2)?.cookies.get(passCookie('demo'))).toBeTruthy();
    const third = await lookAt(3);
    expect(third.body).toMatchObject({ state: 'waiting', position: 3, ahead: 0, estimated_wait_seconds: 1 });
    expect(byPlace.get(3)?.cookies.has(passCookie('demo'))).toBe(false);
    const tenth = await lookAt(10);
    expect(tenth.body).toMatchObject({
      state: 'waiting',
      ahead: 7,
      estimated_wait_seconds: 8,
      poll_after_seconds: 8,
    });
    // Asked again at the admission itself, the wait being short.
    const last = await lookAt(22);
    expect(last.body).toMatchObject({ position: 22, estimated_wait_seconds: 20, poll_after_seconds: 20 });
  });

  it('refuses an order of a gated product without a valid pass of this site, writing nothing', async () => {
    const before = await orderCount();
    const waiting = late[1] as Browser;
    const admitted = early.find((browser) => browser.cookies.has(passCookie('demo'))) as Browser;
    const pass = admitted.cookies.get(passCookie('demo')) as string;
    const [seq, expiry, signature] = pass.split('.');
    const forged = new Browser();
    forged.cookies.set(passCookie('demo'), `${seq}.${Number(expiry) + 3_600_000}.${signature}`);
    const otherSite = new Browser();
    otherSite.cookies.set(passCookie('gallery'), pass);
    const refused = { status: 403, body: { error: 'waiting_room_pass_required' } };
    expect(await order(new Browser())).toEqual(refused);
    expect(await order(waiting)).toEqual(refused);
    expect(await order(forged)).toEqual(refused);
    expect(await order(otherSite, '/gallery')).toEqual(refused);
    expect(await orderCount()).toBe(before);
  });

  it(`creates ${passUses} orders on a pass, then refuses; a pass from the past expires`, async () => {
    at('2027-01-06T10:00:30+09:00');
    const [buyer, idle] = early.slice(0, 2) as [Browser, Browser];
    for (const browser of [buyer, idle]) expect((await look(base, browser)).body.state).toBe('admitted');
    for (let use = 0; use < passUses; use += 1) expect((await order(buyer)).status).toBe(200);
    expect(await order(buyer)).toEqual({ status: 403, body: { error: 'waiting_room_pass_required' } });
    const before = await orderCount();
    at('2027-01-06T10:30:00+09:00');
    expect(await expiredHolding()).toBe(passUses);
    expect((await order(idle)).status).toBe(403);
    expect(await orderCount()).toBe(before);
    // Refused before it writes anything: the buyer's expired holds are not released by it.
    expect(await expiredHolding()).toBe(passUses);
  });

  it('admits a newcomer at once once the queue has drained', async () => {
    const newcomer = new Browser();
    const { body } = await join(base, newcomer);
    expect(body).toMatchObject({ state: 'admitted', position: 23, ahead: 0 });
    expect(body.pass_expires_at).toMatch(/^2027-01-06T01:45:00\.\d{3}Z$/);
    expect((await order(newcomer)).status).toBe(200);
    // An admitted order releases the site's expired holds.
    expect(await expiredHolding()).toBe(0);
  });

  it('lets a lapsed admission (pass used up or expired) join again, at the back', async () => {
    const [buyer, idle] = early.slice(0, 2) as [Browser, Browser];
    for (const browser of [buyer, idle])
      expect((await look(base, browser)).body).toMatchObject({ active: true, state: 'none', position: null });
    const again = [(await join(base, idle)).body, (await join(base, buyer)).body];
    expect(again).toMatchObject([
      { state: 'admitted', position: 24 },
      { state: 'admitted', position: 25 },
    ]);
    expect((await order(idle)).status).toBe(200);
    expect((await look(base, idle)).body).toMatchObject({ state: 'admitted', position: 24 });
  });

  it('names gated products by uuid too, in the config order, leaving out ids of other sites', async () => {
    const cafe = await look(base, new Browser(), '/members-cafe');
    expect(cafe.body).toMatchObject({ product_ids: [999_999], product_uuids: [] });
    const rows = await server.db.kysely
      .selectFrom('products')
      .select(['id', 'uuid'])
      .where('tenant_id', '=', 'demo')
      .orderBy('id', 'desc')
      .execute();
    const ids = rows.map((row) => row.id);
    expect(await productUuids(server.db, 'demo', [...ids, 999_999])).toEqual(rows.map((row) => row.uuid));
    expect(await productUuids(server.db, 'gallery', ids)).toEqual([]);
  });

  it('leaves products it does not gate alone, and every product once it has closed', async () => {
    const cafeSlot = await findSlot(base, '/members-cafe');
    const cafe = await new Browser().call(
      base,
      'POST',
      '/members-cafe/api/v1/orders',
      orderBody(cafeSlot, 1),
    );
    expect(cafe.status).toBe(200);
    at('2027-01-06T12:00:00+09:00');
    expect((await order(new Browser())).status).toBe(200);
    expect((await look(base, late[1] as Browser)).body).toMatchObject({ active: false, state: 'none' });
  });
});

describe('joining the waiting room', () => {
  it('is limited per client address, a reload of a joined browser aside', async () => {
    at('2027-01-06T09:55:00+09:00');
    const server = await startTestServer('sqlite', {
      tenants,
      clientLimits: { ...noClientLimits, waitingRoomJoins: 2 },
    });
    try {
      const [first, second, third] = [new Browser(), new Browser(), new Browser()];
      expect((await join(server.url, first)).status).toBe(200);
      expect((await join(server.url, second)).status).toBe(200);
      expect(await join(server.url, third)).toEqual({
        status: 429,
        body: { error: 'too many waiting room joins' },
      });
      expect((await join(server.url, first)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the waiting room of two servers on one PostgreSQL database',
  () => {
    it('keeps one queue: places, admissions and passes hold on either server', async () => {
      at('2027-01-06T09:59:30+09:00');
      const schema = freshSchema();
      const first = await startTestServer('postgres', { tenants, schema });
      const second = await startTestServer('postgres', { tenants, schema });
      try {
        const servers = [first.url, second.url];
        const browsers = Array.from({ length: 12 }, () => new Browser());
        await Promise.all(
          browsers.slice(0, 6).map((browser, index) => join(servers[index % 2] as string, browser)),
        );
        at('2027-01-06T10:00:00.500+09:00');
        for (const [index, browser] of browsers.slice(6).entries())
          expect((await join(servers[index % 2] as string, browser)).body.position).toBeNull();
        at(settled);
        const onFirst = await Promise.all(
          browsers.map(async (browser) => (await look(first.url, browser)).body.position),
        );
        const onSecond = await Promise.all(
          browsers.map(async (browser) => (await look(second.url, browser)).body.position),
        );
        expect(onSecond).toEqual(onFirst);
        expect([...onFirst].sort((a, b) => a - b)).toEqual(browsers.map((_, index) => index + 1));
        expect(onFirst.slice(6)).toEqual([7, 8, 9, 10, 11, 12]);
        at('2027-01-06T10:00:05+09:00');
        const admitted = browsers[onFirst.indexOf(1)] as Browser;
        expect((await look(first.url, admitted)).body.state).toBe('admitted');
        const slot = await findSlot(second.url, '');
        expect((await admitted.call(second.url, 'POST', '/api/v1/orders', orderBody(slot, 1))).status).toBe(
          200,
        );
      } finally {
        await first.close();
        await second.close();
        await dropSchema(schema);
      }
    });
  },
);
