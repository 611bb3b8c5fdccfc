import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTestStaff, consoleCall, signInStaff, staffPassword } from '../../testing/staff.ts';
import { dropSchema, freshSchema, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { advanceClock, nowMs } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import {
  openStaffSecret,
  parseStaffSecretKey,
  StaffSecretKeyError,
  sealStaffSecret,
  staffSecretKey,
} from './staffSecrets.ts';

const admin = (path: string) => `/demo/api/admin/v1${path}`;
const codeOf = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: nowMs() });
const keyA = Buffer.alloc(32, 0xa1);
const keyB = Buffer.alloc(32, 0xb2);

describe('sealing staff secrets', () => {
  it('seals with AES-256-GCM bound to the account, and opens only with the same key and account', () => {
    const secret = new Secret({ size: 20 }).base32;
    const sealed = sealStaffSecret(keyA, 7, secret);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    // A random nonce each time: the same secret never seals alike.
    expect(sealStaffSecret(keyA, 7, secret)).not.toBe(sealed);
    expect(openStaffSecret(keyA, 7, sealed)).toBe(secret);
    const wrongKey = () => openStaffSecret(keyB, 7, sealed);
    expect(wrongKey).toThrow(StaffSecretKeyError);
    expect(wrongKey).toThrow(
      'The second-factor secret of staff account 7 does not open with STAFF_SECRET_KEY: it was encrypted under another key (or altered). Set the key it was encrypted with.',
    );
    // Copied to another account's row, or altered, it does not open either.
    expect(() => openStaffSecret(keyA, 8, sealed)).toThrow(StaffSecretKeyError);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => openStaffSecret(keyA, 7, altered)).toThrow(StaffSecretKeyError);
    // A secret kept in plain text before secrets were encrypted is read as it is (and sealed by the caller).
    expect(openStaffSecret(keyA, 7, secret)).toBe(secret);
  });

  it('reads STAFF_SECRET_KEY as 32 bytes of base64', () => {
    expect(parseStaffSecretKey(undefined)).toBeNull();
    expect(parseStaffSecretKey(' ')).toBeNull();
    expect(parseStaffSecretKey(keyA.toString('base64'))).toEqual(keyA);
    expect(() => parseStaffSecretKey(Buffer.alloc(31).toString('base64'))).toThrow(/not 31 bytes/);
  });
});

describe.each(testDatabases)('second-factor secrets at rest on %s', (database) => {
  const url = database === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null;
  // Each test's own database, kept across the restarts of its server.
  let schema = '';
  let folder = '';
  let server: RunningServer | undefined;
  beforeEach(() => {
    schema = freshSchema();
    folder = mkdtempSync(join(tmpdir(), 'staff-secrets-'));
  });
  let moved = 0;
  const start = async (staffSecretKey?: Buffer) => {
    server = await startTestServer(database, {
      schema,
      sqlitePath: join(folder, 'venue.sqlite'),
      ...(staffSecretKey ? { staffSecretKey } : {}),
    });
    return server;
  };
  afterEach(async () => {
    await server?.close();
    server = undefined;
    advanceClock(-moved);
    moved = 0;
    if (url) await dropSchema(schema);
    rmSync(folder, { recursive: true, force: true });
  });

  /** Turns the manager's second factor on through the console; answers the secret the app keeps. */
  const turnOn = async (running: RunningServer) => {
    const manager = await signInStaff(running.url, 'demo', 'keys@venue.example');
    const setup = await manager.call('POST', admin('/second-factor/setup'));
    expect(
      (await manager.call('PUT', admin('/second-factor'), { code: codeOf(setup.body.secret) })).status,
    ).toBe(204);
    advanceClock(30_000);
    moved += 30_000;
    return setup.body.secret as string;
  };
  const stored = (running: RunningServer) =>
    running.db.kysely
      .selectFrom('staff_accounts')
      .select(['id', 'totp_secret'])
      .where('email', '=', 'keys@venue.example')
      .executeTakeFirstOrThrow();
  const signIn = (running: RunningServer, code: string) =>
    consoleCall(running.url, 'POST', admin('/session'), {
      body: { email: 'keys@venue.example', password: staffPassword, code },
    });

  it('fails closed under another STAFF_SECRET_KEY: no sign-in until the right key is back', async () => {
    let running = await start(keyA);
    await addTestStaff(running, 'demo', 'keys@venue.example', 'manager');
    const secret = await turnOn(running);
    await running.close();
    running = await start(keyB);
    const refused = await signIn(running, codeOf(secret));
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 500,
      body: { error: 'internal error' },
    });
    expect(refused.response.headers.getSetCookie()).toEqual([]);
    await running.close();
    running = await start(keyA);
    expect((await signIn(running, codeOf(secret))).status).toBe(200);
  });

  it('keeps a development key in the database when STAFF_SECRET_KEY is unset, the same after a restart', async () => {
    let running = await start();
    await addTestStaff(running, 'demo', 'keys@venue.example', 'manager');
    const secret = await turnOn(running);
    const key = await staffSecretKey(running.db, null);
    expect(key).toHaveLength(32);
    const { id, totp_secret } = await stored(running);
    expect(openStaffSecret(key, id, totp_secret as string)).toBe(secret);
    await running.close();
    running = await start();
    expect((await signIn(running, codeOf(secret))).status).toBe(200);
  });

  it('seals a secret kept in plain text before, as it is first read, and signs in with its code', async () => {
    const running = await start(keyA);
    await addTestStaff(running, 'demo', 'keys@venue.example', 'manager');
    const secret = new Secret({ size: 20 }).base32;
    await running.db.kysely
      .updateTable('staff_accounts')
      .set({ totp_secret: secret })
      .where('email', '=', 'keys@venue.example')
      .execute();
    expect((await signIn(running, codeOf(secret))).status).toBe(200);
    const { id, totp_secret } = await stored(running);
    expect(totp_secret).toMatch(/^v1\./);
    expect(totp_secret).not.toContain(secret);
    expect(openStaffSecret(keyA, id, totp_secret as string)).toBe(secret);
  });
});
