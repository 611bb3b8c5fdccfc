import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestStaff,
  consoleCall,
  mailedPasswordToken,
  setPasswordByMail,
  signInStaff,
  staffPassword,
  startStaffServer,
} from '../../testing/staff.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { nowMs } from '../clock.ts';
import { noClientLimits } from '../limits/clientLimits.ts';
import type { RunningServer } from '../server.ts';
import { resetMailsPerAddress } from './passwordSetting.ts';

const admin = (path: string, site = 'demo') => `/${site}/api/admin/v1${path}`;
const ownPassword = 'a password of my own choosing';

describe.each(testDatabases)('set-password links on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startStaffServer(database);
    base = server.url;
  });
  afterAll(() => server.close());

  const mailsTo = (email: string) =>
    server.db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body', 'tenant_id'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const setPassword = (input: Record<string, unknown>) =>
    consoleCall(base, 'POST', admin('/password'), { body: input }).then(({ status, body }) => ({
      status,
      body,
    }));
  const addMember = async (email: string, role = 'gate') => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const added = await boss.call('POST', admin('/staff'), { email, name: 'New member', role });
    expect(added.status).toBe(200);
  };

  it('mails a new member a link in Japanese and English whose token is random, stored only as a hash, and works once', async () => {
    await addMember('first@venue.example', 'box_office');
    const [mail, ...more] = await mailsTo('first@venue.example');
    expect(more).toEqual([]);
    expect(mail?.tenant_id).toBe('demo');
    expect(mail?.subject).toBe('[デモ / Demo] パスワードの設定 / Set your password');
    expect(mail?.text_body).toContain('デモの管理画面のスタッフに追加されました。');
    expect(mail?.text_body).toContain("You have been added to the staff of Demo's console.");
    expect(mail?.text_body).toContain('72時間');
    expect(mail?.text_body).toContain('within 72 hours');
    const token = (await mailedPasswordToken(server, 'first@venue.example')) as string;
    // 256 random bits, URL-safe, on the console's set-password screen of the venue.
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail?.text_body).toContain(`${base}/console/#/demo/set-password?token=${token}`);
    expect(mail?.html_body).toContain(`href="${base}/console/#/demo/set-password?token=${token}"`);
    const links = await server.db.kysely.selectFrom('staff_password_links').selectAll().execute();
    expect(JSON.stringify(links)).not.toContain(token);
    expect(links.map((link) => link.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));

    // Password rules as everywhere: too short is refused, and the link still works after.
    expect(await setPassword({ token, password: 'too short' })).toEqual({
      status: 400,
      body: { error: 'invalid request' },
    });
    const first = await setPasswordByMail(server, 'demo', 'first@venue.example', ownPassword);
    const session = await first.call('GET', admin('/session'));
    expect(session.body).toMatchObject({ role: 'box_office', staff: { email: 'first@venue.example' } });
    await signInStaff(base, 'demo', 'first@venue.example', ownPassword);
    expect(await setPassword({ token, password: 'another password entirely' })).toEqual({
      status: 410,
      body: { error: 'password link already used' },
    });
    expect(await setPassword({ token: 'x'.repeat(43), password: ownPassword })).toEqual({
      status: 404,
      body: { error: 'unknown password link' },
    });
    await signInStaff(base, 'demo', 'first@venue.example', ownPassword);
  });

  it('refuses a link past its 72 hours, and one opened in a venue the member is not staff of', async () => {
    await addMember('late@venue.example');
    const token = (await mailedPasswordToken(server, 'late@venue.example')) as string;
    const hash = createHash('sha256').update(token).digest('hex');
    const link = await server.db.kysely
      .selectFrom('staff_password_links')
      .select(['created_at', 'expires_at', 'purpose'])
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(link.purpose).toBe('invite');
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(72 * 60 * 60_000);
    // Opened under another venue's console, it is refused before it is used.
    const elsewhere = await consoleCall(base, 'POST', admin('/password', 'members-cafe'), {
      body: { token, password: ownPassword },
    });
    expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({
      status: 403,
      body: { error: 'not staff of this venue' },
    });
    await server.db.kysely
      .updateTable('staff_password_links')
      .set({ expires_at: new Date(nowMs() - 1000).toISOString() })
      .where('token_hash', '=', hash)
      .execute();
    expect(await setPassword({ token, password: ownPassword })).toEqual({
      status: 410,
      body: { error: 'password link expired' },
    });
  });
});

describe.each(testDatabases)('forgotten passwords and re-sent mails on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startStaffServer(database, [['clerk@venue.example', 'box_office']]);
    base = server.url;
  });
  afterAll(() => server.close());
  const forgot = (email: string, site = 'demo', headers?: Record<string, string>) =>
    consoleCall(base, 'POST', admin('/password-reset', site), { body: { email }, headers }).then(
      ({ status, body }) => ({ status, body }),
    );

  it('answers every address alike, mails only the venue’s staff, and a reset ends every session of theirs', async () => {
    const laptop = await signInStaff(base, 'demo', 'clerk@venue.example');
    const phone = await signInStaff(base, 'demo', 'clerk@venue.example');
    const same = { status: 204, body: null };
    expect(await forgot('Clerk@Venue.example')).toEqual(same);
    expect(await forgot('nobody@venue.example')).toEqual(same);
    // Staff of another venue only: not mailed from this one.
    expect(await forgot('cafe@venue.example')).toEqual(same);
    expect(await mailedPasswordToken(server, 'nobody@venue.example')).toBeNull();
    expect(await mailedPasswordToken(server, 'cafe@venue.example')).toBeNull();
    const [mail] = await server.db.kysely
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', 'clerk@venue.example')
      .execute();
    expect(mail?.subject).toBe('[デモ / Demo] パスワードの再設定 / Reset your password');
    // Asking is not resetting: the old password and the sessions hold until the link is used.
    expect((await laptop.call('GET', admin('/session'))).status).toBe(200);
    const clerk = await setPasswordByMail(server, 'demo', 'clerk@venue.example', ownPassword);
    for (const device of [laptop, phone])
      expect(await device.call('GET', admin('/session'))).toEqual({
        status: 401,
        body: { error: 'sign-in required' },
      });
    expect((await clerk.call('GET', admin('/session'))).status).toBe(200);
    expect(
      (
        await consoleCall(base, 'POST', admin('/session'), {
          body: { email: 'clerk@venue.example', password: staffPassword },
        })
      ).status,
    ).toBe(401);
    await signInStaff(base, 'demo', 'clerk@venue.example', ownPassword);
    const actions = await server.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', 'clerk@venue.example')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['staff.passwordReset']);
  });

  it('limits reset mails per address, staff or not, alike', async () => {
    for (const email of ['boss@venue.example', 'stranger@venue.example']) {
      for (let i = 0; i < resetMailsPerAddress; i++) expect((await forgot(email)).status).toBe(204);
      expect(await forgot(email)).toEqual({ status: 429, body: { error: 'too many sign-in attempts' } });
    }
  });

  it('refuses a reset asked or a password set from another site’s page', async () => {
    const refused = { status: 403, body: { error: 'csrf check failed' } };
    expect(await forgot('clerk@venue.example', 'demo', { 'sec-fetch-site': 'cross-site' })).toEqual(refused);
    const answer = await consoleCall(base, 'POST', admin('/password'), {
      body: { token: 'x'.repeat(43), password: ownPassword },
      headers: { origin: 'https://evil.example' },
    });
    expect({ status: answer.status, body: answer.body }).toEqual(refused);
  });

  it('asks a member with a second factor for its code before the link is used', async () => {
    await addTestStaff(server, 'demo', 'totp@venue.example', 'manager');
    const manager = await signInStaff(base, 'demo', 'totp@venue.example');
    const setup = await manager.call('POST', admin('/second-factor/setup'));
    const secret: string = setup.body.secret;
    const codeAt = (steps: number) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: nowMs() + steps * 30_000 });
    expect((await manager.call('PUT', admin('/second-factor'), { code: codeAt(-1) })).status).toBe(204);
    expect((await forgot('totp@venue.example')).status).toBe(204);
    const token = (await mailedPasswordToken(server, 'totp@venue.example')) as string;
    const set = (code?: string) =>
      consoleCall(base, 'POST', admin('/password'), { body: { token, password: ownPassword, code } }).then(
        ({ status, body }) => ({ status, body }),
      );
    expect(await set()).toEqual({ status: 401, body: { error: 'code required' } });
    const wrong = ['000000', '111111'].find((code) => ![-1, 0, 1].some((steps) => codeAt(steps) === code));
    expect(await set(wrong)).toEqual({ status: 400, body: { error: 'wrong code' } });
    const done = await set(codeAt(0));
    expect(done.status).toBe(200);
    expect(done.body.second_factor).toBe(true);
  });

  it('re-sends the set-password mail to a member who never set one, for managers only', async () => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const added = await boss.call('POST', admin('/staff'), {
      email: 'waiting@venue.example',
      name: 'W',
      role: 'gate',
    });
    const id: number = added.body.member.id;
    const first = await mailedPasswordToken(server, 'waiting@venue.example');
    expect((await boss.call('POST', admin(`/staff/${id}/password-mail`))).status).toBe(204);
    const second = await mailedPasswordToken(server, 'waiting@venue.example');
    expect(second).not.toBe(first);
    // Either link works, once: using one ends the other.
    await setPasswordByMail(server, 'demo', 'waiting@venue.example', ownPassword);
    const older = await consoleCall(base, 'POST', admin('/password'), {
      body: { token: first, password: ownPassword },
    });
    expect(older.body).toEqual({ error: 'password link already used' });
    const list = (await boss.call('GET', admin('/staff'))).body.staff;
    expect(list.find((member: { id: number }) => member.id === id).password_set).toBe(true);
    expect(await boss.call('POST', admin(`/staff/${id}/password-mail`))).toEqual({
      status: 409,
      body: { error: 'password already set' },
    });
    // Another venue's member is not found here; the box office may not send it.
    const cafe = await signInStaff(base, 'members-cafe', 'cafe@venue.example');
    expect((await cafe.call('POST', admin(`/staff/${id}/password-mail`, 'members-cafe'))).status).toBe(404);
    const clerk = await signInStaff(base, 'demo', 'clerk@venue.example', ownPassword);
    expect((await clerk.call('POST', admin(`/staff/${id}/password-mail`))).status).toBe(403);
    const entry = await server.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('target_id', '=', 'waiting@venue.example')
      .where('action', '=', 'staff.passwordMail')
      .execute();
    expect(entry).toEqual([{ action: 'staff.passwordMail', staff_email: 'boss@venue.example' }]);
  });
});

describe.each(testDatabases)('guessing set-password links on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database, { clientLimits: { ...noClientLimits, staffSignIns: 3 } });
  });
  afterAll(() => server.close());

  it('refuses a client past its limit of wrong tokens, even with a right one', async () => {
    await addTestStaff(server, 'demo', 'boss@venue.example', 'manager');
    const boss = await signInStaff(server.url, 'demo', 'boss@venue.example');
    await boss.call('POST', admin('/staff'), { email: 'guessed@venue.example', name: 'G', role: 'gate' });
    const set = (token: string) =>
      consoleCall(server.url, 'POST', admin('/password'), { body: { token, password: ownPassword } }).then(
        ({ status, body }) => ({ status, body }),
      );
    for (let i = 0; i < 3; i++) expect((await set(`guess-${i}`.padEnd(43, 'x'))).status).toBe(404);
    const token = (await mailedPasswordToken(server, 'guessed@venue.example')) as string;
    expect(await set(token)).toEqual({ status: 429, body: { error: 'too many sign-in attempts' } });
  });
});
