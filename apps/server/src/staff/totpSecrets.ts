import type { ServiceContext } from '../service/context.ts';
import { isSealed, openStaffSecret, sealStaffSecret, staffSecretKey } from './staffSecrets.ts';

type Context = Pick<ServiceContext, 'db' | 'staffSecretKey'>;

/** The secret to keep in the database for `staffId`'s second factor: sealed under the staff secret key. */
export async function sealTotpSecret(ctx: Context, staffId: number, secret: string): Promise<string> {
  return sealStaffSecret(await staffSecretKey(ctx.db, ctx.staffSecretKey), staffId, secret);
}

/**
 * The second factor's secrets of `staffId` (on, and set up but not confirmed), opened. A secret still in
 * plain text (kept before secrets were encrypted) is sealed and written back as it is first read.
 */
export async function totpSecretsOf(ctx: Context, staffId: number) {
  const row = await ctx.db.kysely
    .selectFrom('staff_accounts')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  const key = await staffSecretKey(ctx.db, ctx.staffSecretKey);
  const open = (stored: string | null) => (stored === null ? null : openStaffSecret(key, staffId, stored));
  const secrets = { secret: open(row.totp_secret), pending: open(row.totp_pending_secret) };
  const plain = (stored: string | null) => stored !== null && !isSealed(stored);
  if (plain(row.totp_secret) || plain(row.totp_pending_secret))
    await ctx.db.kysely
      .updateTable('staff_accounts')
      .set({
        totp_secret: secrets.secret === null ? null : sealStaffSecret(key, staffId, secrets.secret),
        totp_pending_secret: secrets.pending === null ? null : sealStaffSecret(key, staffId, secrets.pending),
      })
      .where('id', '=', staffId)
      // Only the row as read: a change made meanwhile (a second factor turned off) is not undone.
      .where('totp_secret', 'is not distinct from', row.totp_secret)
      .where('totp_pending_secret', 'is not distinct from', row.totp_pending_secret)
      .execute();
  return secrets;
}
