import type { Answer } from '@venue/ticket-core';
import { nowIso } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import { limitFailures, quarterHour, rateLimit } from '../limits/rateLimit.ts';
import type { ConsoleCallContext, StaffCallContext } from '../service/context.ts';
import type { Input } from '../service/input.ts';
import { recordAudit } from './audit.ts';
import { livePasswordLink, mailPasswordLink, usePasswordLink } from './passwordLinks.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
import { addressKeyOf } from './sessionTokens.ts';
import { startSignedIn } from './signIn.ts';
import { accountByEmail, roleIn } from './staffAccounts.ts';
import { takeCode } from './totpCodes.ts';
import { totpSecretsOf } from './totpSecrets.ts';

/** Reset mails one address may be sent in a quarter hour, whoever asks (staff or not, alike). */
export const resetMailsPerAddress = 3;

/** The failures of a set-password call that count as guesses: a token or code that does not hold. */
const isGuess = (failure: unknown) =>
  failure instanceof DomainError &&
  ['passwordLinkUnknown', 'passwordLinkUsed', 'passwordLinkExpired', 'wrongCode'].includes(failure.key);

/**
 * Sets an account's password with a mailed link, and signs it in to the caller's venue: the link must be
 * known, unused and within its 72 hours ('unknown password link', 'password link already used', 'password
 * link expired'), its account staff of the venue, and an account with a second factor on must send a code
 * of it ('code required', 'wrong code') before the link is used. The link then works no more, nor do the
 * account's older ones; every session of the account ends (a reset signs out a stolen session too).
 * Tokens are guesses: a client gets `staffSignIns` wrong ones a quarter of an hour, like sign-ins.
 */
export function setPasswordByLink(
  ctx: ConsoleCallContext,
  body: Input<'setConsolePassword'>['body'],
): Promise<Answer<'setConsolePassword'>> {
  const work = async () => {
    const db = ctx.db.kysely;
    const link = await livePasswordLink(db, body.token);
    const account = await db
      .selectFrom('staff_accounts')
      .select(['id', 'email', 'name'])
      .where('id', '=', link.staff_id)
      .executeTakeFirstOrThrow();
    const role = await roleIn(db, account.id, ctx.tenant.id);
    if (!role) throw new DomainError('notStaffOfVenue');
    const { secret } = await totpSecretsOf(ctx, account.id);
    if (secret !== null) {
      if (body.code === undefined) throw new DomainError('codeRequired');
      if (!(await takeCode(db, account.id, secret, body.code))) throw new DomainError('wrongCode');
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      await usePasswordLink(trx, link.token_hash, account.id);
      await trx
        .updateTable('staff_accounts')
        .set({ password_hash: passwordHash, password_set_at: nowIso() })
        .where('id', '=', account.id)
        .execute();
      await endAllSessions(trx, account.id);
      await trx
        .deleteFrom('staff_sign_in_failures')
        .where('address_key', '=', addressKeyOf(account.email))
        .execute();
      await recordAudit(trx, {
        tenantId: ctx.tenant.id,
        staff: account,
        action: link.purpose === 'invite' ? 'staff.passwordSet' : 'staff.passwordReset',
        target: { kind: 'staff', id: account.email },
      });
    });
    return startSignedIn(ctx, account, role);
  };
  const perClient = ctx.clientLimits.staffSignIns;
  if (perClient === 0) return work();
  return limitFailures(
    ctx.db,
    `staff-password-link:${ctx.client}`,
    perClient,
    quarterHour,
    'tooManySignInAttempts',
    isGuess,
    work,
  );
}

/**
 * "Forgot your password?": mails a link to set a new one when `email` is staff of the caller's venue, and
 * answers the same (nothing) whether it is or not. A client may ask `staffSignIns` times a quarter hour,
 * and one address be asked for `resetMailsPerAddress` times, staff or not.
 */
export async function requestPasswordReset(ctx: ConsoleCallContext, email: string): Promise<null> {
  const perClient = ctx.clientLimits.staffSignIns;
  if (perClient > 0)
    await rateLimit(
      ctx.db,
      `staff-password-reset:${ctx.client}`,
      perClient,
      quarterHour,
      'tooManySignInAttempts',
    );
  await rateLimit(
    ctx.db,
    `staff-password-reset:${addressKeyOf(email)}`,
    resetMailsPerAddress,
    quarterHour,
    'tooManySignInAttempts',
  );
  const account = await accountByEmail(ctx.db.kysely, email);
  const role = account ? await roleIn(ctx.db.kysely, account.id, ctx.tenant.id) : undefined;
  if (account && role) await mailPasswordLink(ctx, account, 'reset');
  return null;
}

/**
 * Mails a member of the venue who has not set a password yet a new set-password link ('password already
 * set' once they have: they reset it themselves). Their earlier links keep working until one is used.
 */
export async function resendPasswordMail(ctx: StaffCallContext, staffId: number): Promise<null> {
  const member = await ctx.db.kysely
    .selectFrom('staff_memberships as m')
    .innerJoin('staff_accounts as a', 'a.id', 'm.staff_id')
    .select(['a.id', 'a.email', 'a.password_set_at'])
    .where('m.tenant_id', '=', ctx.tenant.id)
    .where('a.id', '=', staffId)
    .executeTakeFirst();
  if (!member) throw new DomainError('recordNotFound');
  if (member.password_set_at !== null) throw new DomainError('passwordAlreadySet');
  await mailPasswordLink(ctx, member, 'invite');
  await recordAudit(ctx.db.kysely, {
    tenantId: ctx.tenant.id,
    staff: ctx.staff,
    action: 'staff.passwordMail',
    target: { kind: 'staff', id: member.email },
  });
  return null;
}
