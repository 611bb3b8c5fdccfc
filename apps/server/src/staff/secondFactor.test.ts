import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestStaff, consoleCall, signInStaff, staffPassword } from '../../testing/staff.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { advanceClock, nowMs } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import { signInLimits } from './signIn.ts';

const admin = (path: string) => `/demo/api/admin/v1${path}`;

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: nowMs() + steps * 30_000 });

/** A code that is none of the ones taken around now. */
const wrongCodeOf = (secret: string) => {
  const near = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
};

describe.each(testDatabases)('a manager’s second factor (TOTP) on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let moved = 0;
  /** Moves the clock a step on, so the next code is a new one (each step's code is taken once). */
  const nextStep = () => {
    advanceClock(30_000);
    moved += 30_000;
  };
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
    await addTestStaff(server, 'demo', 'totp@venue.example', 'manager');
    await addTestStaff(server, 'demo', 'clerk@venue.example', 'box_office');
  });
  afterAll(async () => {
    advanceClock(-moved);
    await server.close();
  });
  /** The secret set up, as the tests' authenticator app keeps it (the server answers it once). */
  let appSecret = '';
  /** What the database keeps of the secrets. */
  const storedColumns = () =>
    server.db.kysely
      .selectFrom('staff_accounts')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('email', '=', 'totp@venue.example')
      .executeTakeFirstOrThrow();
  const signIn = (code?: string, email = 'totp@venue.example') =>
    consoleCall(base, 'POST', admin('/session'), { body: { email, password: staffPassword, code } });

  it('sets up with a secret shown once, turns on only with a right code, then asks every sign-in for a code', async () => {
    const manager = await signInStaff(base, 'demo', 'totp@venue.example');
    const setup = await manager.call('POST', admin('/second-factor/setup'));
    expect(setup.status).toBe(200);
    const secret: string = setup.body.secret;
    appSecret = secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Kept encrypted, never as the secret itself, while set up and once on.
    const pending = await storedColumns();
    expect(pending.totp_pending_secret).toMatch(/^v1\.[\w-]+$/);
    expect(JSON.stringify(pending)).not.toContain(secret);
    expect(setup.body.uri).toBe(
      `otpauth://totp/Venue%20console:totp%40venue.example?issuer=Venue%20console&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on until confirmed: signing in still needs no code.
    expect((await signIn()).status).toBe(200);
    expect(await manager.call('PUT', admin('/second-factor'), { code: wrongCodeOf(secret) })).toEqual({
      status: 400,
      body: { error: 'wrong code' },
    });
    expect((await manager.call('PUT', admin('/second-factor'), { code: 'abcdef' })).status).toBe(400);
    expect((await manager.call('PUT', admin('/second-factor'), { code: codeOf(secret) })).status).toBe(204);
    expect((await manager.call('GET', admin('/session'))).body.second_factor).toBe(true);
    const on = await storedColumns();
    expect(on).toEqual({ totp_secret: expect.stringMatching(/^v1\./), totp_pending_secret: null });
    expect(on.totp_secret).not.toContain(secret);
    // On: setting up again is refused, and the secret is never answered again.
    expect(await manager.call('POST', admin('/second-factor/setup'))).toEqual({
      status: 409,
      body: { error: 'second factor already on' },
    });
    expect(JSON.stringify((await manager.call('GET', admin('/staff'))).body)).not.toContain(secret);

    expect(await signIn().then(({ status, body }) => ({ status, body }))).toEqual({
      status: 401,
      body: { error: 'code required' },
    });
    nextStep();
    expect((await signIn(wrongCodeOf(secret))).body).toEqual({ error: 'sign-in failed' });
    const code = codeOf(secret);
    const signedIn = await signIn(code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.second_factor).toBe(true);
    // A code is taken once: the same code again is refused, even with the right password.
    expect((await signIn(code)).body).toEqual({ error: 'sign-in failed' });
    // A code of the step before still holds (a phone's clock a little behind) once the step moved on.
    nextStep();
    nextStep();
    expect((await signIn(codeOf(secret, -1))).status).toBe(200);
    // The password without a code is as wrong as ever.
    const wrongPassword = await consoleCall(base, 'POST', admin('/session'), {
      body: { email: 'totp@venue.example', password: 'not the password', code: codeOf(secret) },
    });
    expect(wrongPassword.body).toEqual({ error: 'sign-in failed' });
  });

  it('locks the address out after repeated wrong codes, as after wrong passwords', async () => {
    const secret = appSecret;
    // A sign-in that holds forgets the failures before it.
    nextStep();
    expect((await signIn(codeOf(secret))).status).toBe(200);
    for (let i = 0; i < signInLimits.failures; i++)
      expect((await signIn(wrongCodeOf(secret))).status).toBe(401);
    nextStep();
    expect(await signIn(codeOf(secret)).then(({ status, body }) => ({ status, body }))).toEqual({
      status: 429,
      body: { error: 'too many sign-in attempts' },
    });
    advanceClock(signInLimits.lockMs);
    moved += signInLimits.lockMs;
    expect((await signIn(codeOf(secret))).status).toBe(200);
  });

  it('turns off only with a current code, its guesses limited; then signs in without one', async () => {
    nextStep();
    const secret = appSecret;
    const manager = await signInStaff(base, 'demo', 'totp@venue.example', staffPassword, codeOf(secret));
    nextStep();
    for (let i = 0; i < signInLimits.failures; i++)
      expect(
        (await manager.call('DELETE', admin('/second-factor'), { code: wrongCodeOf(secret) })).status,
      ).toBe(400);
    expect(await manager.call('DELETE', admin('/second-factor'), { code: codeOf(secret) })).toEqual({
      status: 429,
      body: { error: 'too many sign-in attempts' },
    });
    advanceClock(15 * 60_000);
    moved += 15 * 60_000;
    expect((await manager.call('DELETE', admin('/second-factor'), { code: codeOf(secret) })).status).toBe(
      204,
    );
    expect(await manager.call('DELETE', admin('/second-factor'), { code: codeOf(secret) })).toEqual({
      status: 409,
      body: { error: 'second factor not on' },
    });
    expect((await signIn()).status).toBe(200);
    const actions = await server.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('staff_email', '=', 'totp@venue.example')
      .where('action', 'like', 'staff.secondFactor%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['staff.secondFactorOn', 'staff.secondFactorOff']);
  });

  it('is the managers’ own: the box office may not set one up', async () => {
    const clerk = await signInStaff(base, 'demo', 'clerk@venue.example');
    expect(await clerk.call('POST', admin('/second-factor/setup'))).toEqual({
      status: 403,
      body: { error: 'not allowed for this role' },
    });
  });
});
