import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { nowMs } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/**
 * A manager's second factor: TOTP of RFC 6238 as authenticator apps know it (SHA-1, 6 digits, 30 s, a
 * 160-bit secret), through `otpauth`. A code of the step before or after is taken too (clocks drift), and
 * each step's code once: the step of the last code taken is kept.
 */
export const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Venue console',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/**
 * Whether `code` is the code of `secret` now and its time step comes after the last one taken of
 * `staffId`; taking it notes its step, in one guarded UPDATE, so a code replayed (or sent twice at once)
 * is refused.
 */
export async function takeCode(
  db: Kysely<Database>,
  staffId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const timestamp = nowMs();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return false;
  const step = TOTP.counter({ period: 30, timestamp }) + delta;
  const taken = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
