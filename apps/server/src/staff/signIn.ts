import type { Answer, StaffRole } from '@venue/ticket-core';
import { sql } from 'kysely';
import { nowIso, nowMs } from '../clock.ts';
import { DomainError, LimitReachedError } from '../domainError.ts';
import { quarterHour, rateLimit } from '../limits/rateLimit.ts';
import type { ConsoleCallContext, StaffCaller } from '../service/context.ts';
import { recordAudit } from './audit.ts';
import { verifyPassword } from './passwords.ts';
import { sessionAnswer } from './sessionAnswer.ts';
import { liveSession, startSession } from './sessions.ts';
import { addressKeyOf, csrfTokenOf } from './sessionTokens.ts';
import { accountByEmail, roleIn } from './staffAccounts.ts';
import { takeCode } from './totpCodes.ts';
import { totpSecretsOf } from './totpSecrets.ts';

/**
 * How many sign-ins of one address may fail in a row before it is locked, and for how long. What one
 * client may try, whatever the addresses, is a client limit (`ClientLimits.staffSignIns`).
 */
export const signInLimits = { failures: 5, lockMs: 15 * 60_000 } as const;

/**
 * Counts a sign-in attempt of `addressKey` before its password is checked (so parallel guesses cannot slip
 * past the count), refusing it while the address is locked; the attempt past `failures` locks it for
 * `lockMs`. A success forgets the count (`forgetFailures`). Unknown addresses are counted and locked
 * alike, so a lock-out tells nothing of which addresses have accounts.
 */
async function countAttempt(ctx: ConsoleCallContext, addressKey: string): Promise<void> {
  const db = ctx.db.kysely;
  const now = nowIso();
  const row = await db
    .selectFrom('staff_sign_in_failures')
    .select(['locked_until'])
    .where('address_key', '=', addressKey)
    .executeTakeFirst();
  if (row?.locked_until && row.locked_until > now) throw new LimitReachedError('tooManySignInAttempts');
  if (row?.locked_until) await forgetFailures(ctx, addressKey);
  const counted = await db
    .insertInto('staff_sign_in_failures')
    .values({ address_key: addressKey, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('address_key')
        .doUpdateSet({ failures: sql`staff_sign_in_failures.failures + 1`, updated_at: now }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (counted.failures > signInLimits.failures) {
    await db
      .updateTable('staff_sign_in_failures')
      .set({ locked_until: new Date(nowMs() + signInLimits.lockMs).toISOString(), failures: 0 })
      .where('address_key', '=', addressKey)
      .execute();
    throw new LimitReachedError('tooManySignInAttempts');
  }
}

async function forgetFailures(ctx: ConsoleCallContext, addressKey: string): Promise<void> {
  await ctx.db.kysely.deleteFrom('staff_sign_in_failures').where('address_key', '=', addressKey).execute();
}

/**
 * Signs a staff member in to the caller's venue: their address and password, membership of the venue
 * and, when their second factor is on, its code ('code required' without one, once the rest holds). Any
 * of them wrong answers 'sign-in failed' alike; too many attempts from the client or failures
 * for the address answer 'too many sign-in attempts'. On success a new session starts (its cookie is set)
 * and the audit log notes it.
 */
export async function signIn(
  ctx: ConsoleCallContext,
  credentials: { email: string; password: string; code?: string | undefined },
): Promise<Answer<'consoleSignIn'>> {
  const perClient = ctx.clientLimits.staffSignIns;
  if (perClient > 0)
    await rateLimit(ctx.db, `staff-sign-in:${ctx.client}`, perClient, quarterHour, 'tooManySignInAttempts');
  const addressKey = addressKeyOf(credentials.email);
  await countAttempt(ctx, addressKey);
  const db = ctx.db.kysely;
  const account = await accountByEmail(db, credentials.email);
  const passwordHolds = await verifyPassword(account?.password_hash ?? null, credentials.password);
  const role = account && passwordHolds ? await roleIn(db, account.id, ctx.tenant.id) : undefined;
  if (!account || !role) throw new DomainError('signInFailed');
  // A second factor's code is counted with the password: each try, right password or not, is an attempt.
  const { secret } = await totpSecretsOf(ctx, account.id);
  if (secret !== null) {
    if (credentials.code === undefined) throw new DomainError('codeRequired');
    if (!(await takeCode(db, account.id, secret, credentials.code))) throw new DomainError('signInFailed');
  }
  await forgetFailures(ctx, addressKey);
  return startSignedIn(ctx, account, role);
}

/**
 * Starts a session of `account` in the caller's venue, where its role is `role`: its cookie is set, the
 * sign-in noted on the account and in the venue's audit log. Answers the session.
 */
export async function startSignedIn(
  ctx: ConsoleCallContext,
  account: { id: number; email: string; name: string },
  role: StaffRole,
): Promise<Answer<'consoleSignIn'>> {
  const db = ctx.db.kysely;
  await db
    .updateTable('staff_accounts')
    .set({ last_sign_in_at: nowIso() })
    .where('id', '=', account.id)
    .execute();
  const { token, expiresAt } = await startSession(db, account.id);
  ctx.sessionCookie.set(token, Date.parse(expiresAt));
  const session = await liveSession(db, token);
  if (!session) throw new DomainError('signInRequired');
  const caller: StaffCaller = {
    id: account.id,
    email: account.email,
    name: account.name,
    role,
    sessionKey: session.key,
    csrfToken: csrfTokenOf(token),
    expiresAt,
  };
  await recordAudit(db, { tenantId: ctx.tenant.id, staff: caller, action: 'staff.signIn' });
  return sessionAnswer({ ...ctx, staff: caller });
}
