import type { Answer } from '@venue/ticket-core';
import type { Updateable } from 'kysely';
import { Secret } from 'otpauth';
import type { StaffAccountTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { limitFailures, quarterHour } from '../limits/rateLimit.ts';
import type { StaffCallContext } from '../service/context.ts';
import { recordAudit } from './audit.ts';
import { signInLimits } from './signIn.ts';
import { takeCode, totpOf } from './totpCodes.ts';
import { sealTotpSecret, totpSecretsOf } from './totpSecrets.ts';

const account = (ctx: StaffCallContext) => totpSecretsOf(ctx, ctx.staff.id);

/**
 * Codes sent to turn a second factor on or off are guesses limited like passwords: `signInLimits.failures`
 * wrong ones a quarter of an hour per account, then 'too many sign-in attempts' until the window ends.
 */
function limitCodes<T>(ctx: StaffCallContext, work: () => Promise<T>): Promise<T> {
  return limitFailures(
    ctx.db,
    `staff-code:${ctx.staff.id}`,
    signInLimits.failures,
    quarterHour,
    'tooManySignInAttempts',
    (failure) => failure instanceof DomainError && failure.key === 'wrongCode',
    work,
  );
}

/**
 * A manager's second factor (`totpCodes.ts`): set up, confirmed by a code, turned off with one. Its
 * secrets are kept encrypted (`totpSecrets.ts`).
 */

/** Writes the account's second factor on or off, and notes the switch in the venue's audit log. */
async function switchSecondFactor(
  ctx: StaffCallContext,
  on: boolean,
  columns: Updateable<StaffAccountTable>,
): Promise<void> {
  await ctx.db.kysely.updateTable('staff_accounts').set(columns).where('id', '=', ctx.staff.id).execute();
  await recordAudit(ctx.db.kysely, {
    tenantId: ctx.tenant.id,
    staff: ctx.staff,
    action: on ? 'staff.secondFactorOn' : 'staff.secondFactorOff',
    target: { kind: 'staff', id: ctx.staff.email },
    before: { second_factor: !on },
    after: { second_factor: on },
  });
}

/** A new secret for the signed-in manager, kept aside until a code confirms it; shown this once. */
export async function startSecondFactor(ctx: StaffCallContext): Promise<Answer<'startConsoleSecondFactor'>> {
  if ((await account(ctx)).secret !== null) throw new DomainError('secondFactorOn');
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.kysely
    .updateTable('staff_accounts')
    .set({ totp_pending_secret: await sealTotpSecret(ctx, ctx.staff.id, secret) })
    .where('id', '=', ctx.staff.id)
    .execute();
  return { secret, uri: totpOf(secret, ctx.staff.email).toString() };
}

/** Turns the second factor on once a code of the secret set up holds; from then on sign-in asks for one. */
export function confirmSecondFactor(ctx: StaffCallContext, code: string): Promise<null> {
  return limitCodes(ctx, async () => {
    const { secret, pending } = await account(ctx);
    if (secret !== null) throw new DomainError('secondFactorOn');
    if (pending === null) throw new DomainError('secondFactorOff');
    if (!(await takeCode(ctx.db.kysely, ctx.staff.id, pending, code))) throw new DomainError('wrongCode');
    await switchSecondFactor(ctx, true, {
      totp_secret: await sealTotpSecret(ctx, ctx.staff.id, pending),
      totp_pending_secret: null,
    });
    return null;
  });
}

/** Turns the second factor off, with a current code of it. */
export function removeSecondFactor(ctx: StaffCallContext, code: string): Promise<null> {
  return limitCodes(ctx, async () => {
    const { secret } = await account(ctx);
    if (secret === null) throw new DomainError('secondFactorOff');
    if (!(await takeCode(ctx.db.kysely, ctx.staff.id, secret, code))) throw new DomainError('wrongCode');
    await switchSecondFactor(ctx, false, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
    });
    return null;
  });
}
