import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestStaff, consoleCall, signInStaff, staffCookieOf, staffPassword } from '../../testing/staff.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { advanceClock } from '../clock.ts';
import { parseTrustProxy } from '../http/clientAddress.ts';
import { noClientLimits } from '../limits/clientLimits.ts';
import type { RunningServer } from '../server.ts';
import { sessionTimes } from './sessions.ts';
import { signInLimits } from './signIn.ts';

const session = (site = 'demo') => `/${site}/api/admin/v1/session`;

describe.each(testDatabases)('staff sign-in and sessions on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database, { trustProxy: parseTrustProxy('127.0.0.1') });
    base = server.url;
    await addTestStaff(server, 'demo', 'manager@venue.example', 'manager');
    await addTestStaff(server, 'members-cafe', 'manager@venue.example', 'gate');
    await addTestStaff(server, 'members-cafe', 'cafe@venue.example', 'manager');
  });
  afterAll(() => server.close());

  it('signs in with an HttpOnly, SameSite=Strict cookie on the whole host, and answers the role, venues and CSRF token', async () => {
    const answer = await consoleCall(base, 'POST', session(), {
      body: { email: ' Manager@Venue.example ', password: staffPassword },
    });
    expect(answer.status).toBe(200);
    const setCookie = answer.response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^venue_staff=[\w-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/;');
    expect(setCookie).not.toContain('Secure');
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      staff: { email: 'manager@venue.example' },
      tenant_id: 'demo',
      role: 'manager',
      venues: [
        { tenant_id: 'demo', title: 'Demo', role: 'manager' },
        { tenant_id: 'members-cafe', title: 'Members Cafe', role: 'gate' },
      ],
      idle_minutes: 30,
    });
    expect(answer.body.permissions).toContain('stock.write');
    const cookie = staffCookieOf(answer.response) as string;
    const me = await consoleCall(base, 'GET', session(), { cookie });
    expect(me.body.csrf_token).toBe(answer.body.csrf_token);
    // The same session serves the other venue, with the role there.
    const cafe = await consoleCall(base, 'GET', session('members-cafe'), { cookie });
    expect(cafe.body).toMatchObject({
      tenant_id: 'members-cafe',
      role: 'gate',
      permissions: ['today.read', 'tickets.checkIn', 'gate.scan'],
    });
  });

  it('keeps only a hash of the session token in the database', async () => {
    const staff = await signInStaff(base, 'demo', 'manager@venue.example');
    const token = staff.cookie.split('=')[1] as string;
    const rows = await server.db.kysely.selectFrom('staff_sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('over HTTPS (through a trusted proxy) names the cookie __Host- and makes it Secure', async () => {
    const answer = await consoleCall(base, 'POST', session(), {
      body: { email: 'manager@venue.example', password: staffPassword },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const setCookie = answer.response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^__Host-venue_staff=/);
    expect(setCookie).toContain('Secure');
    const cookie = staffCookieOf(answer.response) as string;
    expect(
      (await consoleCall(base, 'GET', session(), { cookie, headers: { 'x-forwarded-proto': 'https' } }))
        .status,
    ).toBe(200);
    // A plain-HTTP request does not take the HTTPS cookie.
    expect((await consoleCall(base, 'GET', session(), { cookie })).status).toBe(401);
  });

  it('answers a wrong password, an unknown address and another venue’s staff alike', async () => {
    const failed = { status: 401, body: { error: 'sign-in failed' } };
    const attempt = async (site: string, email: string, password: string) => {
      const { status, body } = await consoleCall(base, 'POST', session(site), { body: { email, password } });
      return { status, body };
    };
    expect(await attempt('demo', 'cafe@venue.example', 'wrong password!')).toEqual(failed);
    expect(await attempt('demo', 'nobody@venue.example', staffPassword)).toEqual(failed);
    // Right password, but not staff of demo.
    expect(await attempt('demo', 'cafe@venue.example', staffPassword)).toEqual(failed);
    expect(await attempt('nowhere', 'cafe@venue.example', staffPassword)).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect((await attempt('demo', '', '')).status).toBe(400);
  });

  it('answers every call without a live session with 401, and clears a dead session’s cookie', async () => {
    expect(await consoleCall(base, 'GET', session())).toMatchObject({
      status: 401,
      body: { error: 'sign-in required' },
    });
    const forged = await consoleCall(base, 'GET', session(), { cookie: 'venue_staff=forged' });
    expect(forged.status).toBe(401);
    expect(forged.response.headers.getSetCookie().join()).toMatch(/^venue_staff=;.*Max-Age=0/);
    // A visitor's cookies (the waiting room's, a member's) are no staff session.
    expect(
      (await consoleCall(base, 'GET', session(), { cookie: 'venue_wr=abc; venue_staff_x=1' })).status,
    ).toBe(401);
  });

  it('refuses another venue’s staff with 403, whatever their role there', async () => {
    const cafe = await signInStaff(base, 'members-cafe', 'cafe@venue.example');
    expect(await cafe.call('GET', session('demo'))).toEqual({
      status: 403,
      body: { error: 'not staff of this venue' },
    });
  });

  it('refuses a changing call without the session’s CSRF token, with another’s, or from another site', async () => {
    const staff = await signInStaff(base, 'demo', 'manager@venue.example');
    const other = await signInStaff(base, 'demo', 'manager@venue.example');
    const refused = { status: 403, body: { error: 'csrf check failed' } };
    const signOut = (headers: Record<string, string>, csrf?: string) =>
      consoleCall(base, 'DELETE', session(), { cookie: staff.cookie, csrf, headers }).then(
        ({ status, body }) => ({
          status,
          body,
        }),
      );
    expect(await signOut({})).toEqual(refused);
    expect(await signOut({}, other.csrf)).toEqual(refused);
    expect(await signOut({ 'sec-fetch-site': 'cross-site' }, staff.csrf)).toEqual(refused);
    expect(await signOut({ 'sec-fetch-site': 'same-site' }, staff.csrf)).toEqual(refused);
    expect(await signOut({ origin: 'https://evil.example' }, staff.csrf)).toEqual(refused);
    // Signing in from another site's page is refused too (a forced sign-in).
    const forced = await consoleCall(base, 'POST', session(), {
      body: { email: 'manager@venue.example', password: staffPassword },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forced.status).toBe(403);
    expect(staffCookieOf(forced.response)).toBeNull();
    // Still signed in; then out, with the token, from the console's own page.
    expect((await staff.call('GET', session())).status).toBe(200);
    expect(await signOut({ 'sec-fetch-site': 'same-origin', origin: base }, staff.csrf)).toEqual({
      status: 204,
      body: null,
    });
    expect((await staff.call('GET', session())).status).toBe(401);
    expect((await other.call('GET', session())).status).toBe(200);
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const laptop = await signInStaff(base, 'demo', 'manager@venue.example');
    const tablet = await signInStaff(base, 'members-cafe', 'manager@venue.example');
    expect((await laptop.call('DELETE', '/demo/api/admin/v1/sessions')).status).toBe(204);
    expect((await laptop.call('GET', session())).status).toBe(401);
    expect((await tablet.call('GET', session('members-cafe'))).status).toBe(401);
  });

  it('locks an address out after repeated failures, even for the right password, and lets it in once the lock ends', async () => {
    await addTestStaff(server, 'demo', 'locked@venue.example', 'box_office');
    const attempt = (password: string) =>
      consoleCall(base, 'POST', session(), { body: { email: 'locked@venue.example', password } });
    for (let i = 0; i < signInLimits.failures; i++)
      expect((await attempt('not the password')).status).toBe(401);
    const locked = await attempt(staffPassword);
    expect({ status: locked.status, body: locked.body }).toEqual({
      status: 429,
      body: { error: 'too many sign-in attempts' },
    });
    expect(staffCookieOf(locked.response)).toBeNull();
    // Unknown addresses lock alike, so a lock-out does not tell that an account exists.
    for (let i = 0; i < signInLimits.failures; i++)
      await consoleCall(base, 'POST', session(), { body: { email: 'ghost@venue.example', password: 'x' } });
    expect(
      (await consoleCall(base, 'POST', session(), { body: { email: 'ghost@venue.example', password: 'x' } }))
        .status,
    ).toBe(429);
    advanceClock(signInLimits.lockMs + 1000);
    try {
      expect((await attempt(staffPassword)).status).toBe(200);
      // A success forgets the failures before it.
      for (let i = 0; i < signInLimits.failures - 1; i++) await attempt('not the password');
      expect((await attempt(staffPassword)).status).toBe(200);
    } finally {
      advanceClock(-(signInLimits.lockMs + 1000));
    }
  });

  it('limits the sign-ins one client may try, whatever the addresses', async () => {
    const limited = await startTestServer(database, {
      trustProxy: parseTrustProxy('127.0.0.1'),
      clientLimits: { ...noClientLimits, staffSignIns: 3 },
    });
    try {
      const attempt = (email: string, client: string) =>
        consoleCall(limited.url, 'POST', session(), {
          body: { email, password: 'wrong password' },
          headers: { 'x-forwarded-for': client },
        }).then((answer) => answer.status);
      for (const n of [1, 2, 3]) expect(await attempt(`guess${n}@venue.example`, '203.0.113.7')).toBe(401);
      expect(await attempt('guess4@venue.example', '203.0.113.7')).toBe(429);
      expect(await attempt('guess4@venue.example', '203.0.113.8')).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('ends a session left idle, and any session at its absolute end however much it is used', async () => {
    const idle = await signInStaff(base, 'demo', 'manager@venue.example');
    let moved = 0;
    const wait = (ms: number) => {
      advanceClock(ms);
      moved += ms;
    };
    try {
      wait(sessionTimes.idleMs - 60_000);
      expect((await idle.call('GET', session())).status).toBe(200);
      wait(sessionTimes.idleMs + 1000);
      expect((await idle.call('GET', session())).status).toBe(401);
      // Used every 20 minutes, a session still ends 12 hours after signing in.
      const busy = await signInStaff(base, 'demo', 'manager@venue.example');
      const signedInAt = moved;
      while (moved - signedInAt < sessionTimes.absoluteMs - 20 * 60_000) {
        expect((await busy.call('GET', session())).status).toBe(200);
        wait(20 * 60_000);
      }
      expect((await busy.call('GET', session())).status).toBe(200);
      wait(20 * 60_000);
      expect((await busy.call('GET', session())).status).toBe(401);
    } finally {
      advanceClock(-moved);
    }
  });

  it('notes sign-ins and sign-outs in the audit log, without passwords', async () => {
    const rows = await server.db.kysely
      .selectFrom('audit_log')
      .select(['tenant_id', 'staff_email', 'action'])
      .where('staff_email', '=', 'manager@venue.example')
      .execute();
    const actions = new Set(rows.map((row) => `${row.tenant_id} ${row.action}`));
    expect(actions).toEqual(
      new Set([
        'demo staff.signIn',
        'members-cafe staff.signIn',
        'demo staff.signOut',
        'demo staff.signOutEverywhere',
      ]),
    );
    const all = await server.db.kysely.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain(staffPassword);
  });
});
