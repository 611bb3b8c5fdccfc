import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowIso, nowMs } from '../clock.ts';
import type { Database, StaffPasswordLinkPurpose } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { staffPasswordMessage } from '../mail/staffPasswordMessage.ts';
import type { CallContext } from '../service/context.ts';

/** What the database keeps of a link's token: its SHA-256, hex. */
const linkKeyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a set-password link works: three days, over a weekend. */
export const passwordLinkHours = 72;

/** Where a link opens: the console's set-password screen of the venue, the token after `#` (never sent on). */
export function passwordLinkUrl(ctx: Pick<CallContext, 'siteUrl'>, tenantId: string, token: string): string {
  return `${new URL(ctx.siteUrl).origin}/console/#/${tenantId}/set-password?token=${token}`;
}

/**
 * A new link for `staffId` to set its password in `tenantId`'s console: its token (256 random bits,
 * URL-safe; only its SHA-256 is stored), working once within `passwordLinkHours`. The account's links that
 * ended are deleted as it gets a new one.
 */
export async function newPasswordLink(
  db: Kysely<Database> | Transaction<Database>,
  staffId: number,
  tenantId: string,
  purpose: StaffPasswordLinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const nowAt = nowMs();
  const now = new Date(nowAt).toISOString();
  await db
    .deleteFrom('staff_password_links')
    .where('staff_id', '=', staffId)
    .where('expires_at', '<=', now)
    .execute();
  await db
    .insertInto('staff_password_links')
    .values({
      token_hash: linkKeyOf(token),
      staff_id: staffId,
      tenant_id: tenantId,
      purpose,
      created_at: now,
      expires_at: new Date(nowAt + passwordLinkHours * 60 * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** Mails `email` a new link to set its password in the caller's venue's console. */
export async function mailPasswordLink(
  ctx: CallContext,
  account: { id: number; email: string },
  purpose: StaffPasswordLinkPurpose,
): Promise<void> {
  const token = await newPasswordLink(ctx.db.kysely, account.id, ctx.tenant.id, purpose);
  await ctx.mailer.send(
    ctx.tenant.id,
    staffPasswordMessage(
      account.email,
      ctx.tenant.title,
      purpose,
      passwordLinkUrl(ctx, ctx.tenant.id, token),
      passwordLinkHours,
    ),
  );
}

/** The link of `token`, unused and within its time: 'unknown password link', 'used' or 'expired' otherwise. */
export async function livePasswordLink(db: Kysely<Database>, token: string) {
  const link = await db
    .selectFrom('staff_password_links')
    .select(['token_hash', 'staff_id', 'purpose', 'used_at', 'expires_at'])
    .where('token_hash', '=', linkKeyOf(token))
    .executeTakeFirst();
  if (!link) throw new DomainError('passwordLinkUnknown');
  if (link.used_at !== null) throw new DomainError('passwordLinkUsed');
  if (link.expires_at <= nowIso()) throw new DomainError('passwordLinkExpired');
  return link;
}

/**
 * Uses the link of `tokenHash`, in one guarded UPDATE (a link sent twice at once works once), and ends
 * every other link of its account: a newer password makes the older links pointless.
 */
export async function usePasswordLink(trx: Transaction<Database>, tokenHash: string, staffId: number) {
  const now = nowIso();
  const used = await trx
    .updateTable('staff_password_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new DomainError('passwordLinkUsed');
  await trx
    .updateTable('staff_password_links')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}
