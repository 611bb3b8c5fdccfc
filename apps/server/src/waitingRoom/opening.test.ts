import { defineTenant, type TenantConfig } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../testing/browser.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { setClock } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import { signingSecret } from './signingSecret.ts';
import { readPlace, signPlace } from './tokens.ts';
import { placeCookie } from './waitingRoom.ts';

const opensAt = '2027-01-06T10:00:00+09:00';
const scope = { tenantId: 'demo', opensAt };
const tenants: Record<string, TenantConfig> = {
  demo: defineTenant({
    ...(testTenants.demo as TenantConfig),
    waitingRoom: { opensAt, closesAt: '2027-01-06T12:00:00+09:00', admitPerMinute: 6 },
  }),
};

const join = (base: string, browser: Browser) => browser.call(base, 'POST', '/api/v1/waiting-room');
const look = (base: string, browser: Browser) => browser.call(base, 'GET', '/api/v1/waiting-room');

describe.each(testDatabases)("the waiting room's opening on %s", (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    setClock('2027-01-06T09:50:00+09:00');
    server = await startTestServer(database, { tenants });
  });
  afterAll(async () => {
    await server?.close();
  });

  const early = [new Browser(), new Browser(), new Browser()];
  const straggler = new Browser();
  /** Joined in the second after the opening: `sooner` received first, stored after `later`. */
  const [sooner, later] = [new Browser(), new Browser()];

  it('stores the places of everyone who joined by the opening, once, when it has settled', async () => {
    setClock('2027-01-06T09:59:58+09:00');
    for (const browser of early) {
      // Asked again a second after the opening, or up to 15 s later by the draw: not all at once.
      const { poll_after_seconds } = (await join(server.url, browser)).body;
      expect(poll_after_seconds).toBeGreaterThanOrEqual(3);
      expect(poll_after_seconds).toBeLessThan(3 + 15);
    }
    setClock('2027-01-06T10:00:00.200+09:00');
    // Asked before it has settled: no place yet, nothing written, and the answer does not wait for it.
    const before = await look(server.url, early[0] as Browser);
    expect(before.body).toMatchObject({ state: 'waiting', position: null });
    expect(await server.db.kysely.selectFrom('waiting_room_openings').selectAll().execute()).toEqual([]);
    setClock('2027-01-06T10:00:00.600+09:00');
    expect((await join(server.url, later)).body).toMatchObject({ position: null });
    setClock('2027-01-06T10:00:00.400+09:00');
    expect((await join(server.url, sooner)).body).toMatchObject({ position: null });
    setClock('2027-01-06T10:00:01+09:00');
    const first = await look(server.url, early[0] as Browser);
    expect(first.body.position).toBeGreaterThanOrEqual(1);
    const opening = await server.db.kysely.selectFrom('waiting_room_openings').selectAll().execute();
    expect(opening).toMatchObject([{ tenant_id: 'demo', opens_at: opensAt, placed: 5 }]);
    expect(Date.parse(opening[0]?.created_at ?? '')).toBeGreaterThanOrEqual(Date.parse(opensAt) + 1_000);
    const places = await server.db.kysely.selectFrom('waiting_room_entries').select('place').execute();
    expect(places.map((row) => row.place).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('places the joins after the opening by when the server received them, not by when they were stored', async () => {
    setClock('2027-01-06T10:00:01+09:00');
    const [first, second] = [(await look(server.url, sooner)).body, (await look(server.url, later)).body];
    expect(first).toMatchObject({ position: 4 });
    expect(second).toMatchObject({ position: 5 });
    // The answer says when the server received the join, on its clock.
    expect(Date.parse(first.arrived_at) - Date.parse('2027-01-06T10:00:00.400+09:00')).toBeLessThan(100);
    expect(Date.parse(second.arrived_at) - Date.parse('2027-01-06T10:00:00.600+09:00')).toBeLessThan(100);
    expect(Date.parse(first.arrived_at)).toBeLessThan(Date.parse(second.arrived_at));
  });

  it('places a join stored after the opening was written after those placed, though it came before', async () => {
    setClock('2027-01-06T09:59:59+09:00');
    expect((await join(server.url, straggler)).body).toMatchObject({ state: 'waiting', position: null });
    setClock('2027-01-06T10:00:05+09:00');
    expect((await look(server.url, straggler)).body).toMatchObject({ state: 'waiting', position: 6 });
  });

  it('answers a waiting browser from its signed place cookie, and a changed one from the database', async () => {
    setClock('2027-01-06T10:00:05+09:00');
    const told = readPlace(
      await signingSecret(server.db, 'waiting-room-pass'),
      scope,
      straggler.cookies.get(placeCookie('demo')),
    );
    expect(told).toMatchObject({ place: 6 });
    const [seq, , arrived, wave, signature] = (straggler.cookies.get(placeCookie('demo')) as string).split(
      '.',
    );
    straggler.cookies.set(placeCookie('demo'), `${seq}.1.${arrived}.${wave}.${signature}`);
    expect((await look(server.url, straggler)).body).toMatchObject({ state: 'waiting', position: 6 });
    // Signed by the server, the cookie is believed without the database.
    const secret = await signingSecret(server.db, 'waiting-room-pass');
    straggler.cookies.set(
      placeCookie('demo'),
      signPlace(secret, scope, { ...(told as NonNullable<typeof told>), place: 30 }),
    );
    const far = (await look(server.url, straggler)).body;
    expect(far).toMatchObject({ state: 'waiting', position: 30, ahead: 29 });
    // Admitted 5 minutes after the opening, 6 a minute: asked again after 90 to 120 s, by arrival number.
    expect(far.poll_after_seconds).toBe(120 - ((told as NonNullable<typeof told>).seq % 31));
  });
});
