import { verify } from '@node-rs/argon2';
import type { TenantConfig } from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { quarterHour, rateLimit } from '../limits/rateLimit.ts';
import type { CallContext } from '../service/context.ts';

/** Login attempts allowed per client and membership key in a quarter hour. */
const loginAttempts = 10;

/** How a member logs in: with email and password, or with the login token of an earlier login. */
export type MemberCredentials = { email: string; password: string } | { token: string };

/**
 * Logs a member of the site's membership `key` in; 'membership login failed' for a wrong key, unknown
 * member or wrong password, and once the client has tried `loginAttempts` times in a quarter hour.
 */
export async function logIn(ctx: CallContext, key: string, credentials: MemberCredentials) {
  await rateLimit(
    ctx.db,
    `login:${ctx.tenant.id}:${ctx.client}`,
    loginAttempts,
    quarterHour,
    'membershipLoginFailed',
  );
  if (ctx.tenant.membership === 'none' || ctx.tenant.membershipKey !== key)
    throw new DomainError('membershipLoginFailed');
  const member = await ctx.db.kysely
    .selectFrom('members')
    .selectAll()
    .where('tenant_id', '=', ctx.tenant.id)
    .where('membership_key', '=', key)
    .$if('token' in credentials, (query) =>
      query.where('login_token', '=', 'token' in credentials ? credentials.token : ''),
    )
    .$if('email' in credentials, (query) =>
      query.where('email', '=', 'email' in credentials ? credentials.email : ''),
    )
    .executeTakeFirst();
  const passed =
    member !== undefined &&
    ('token' in credentials || (await verify(member.password_hash, credentials.password)));
  if (!member || !passed) throw new DomainError('membershipLoginFailed');
  return {
    membership_key: member.membership_key,
    membership_value: member.membership_value,
    membership_token: member.login_token,
  };
}

/** The promotion of a membership key and value; 'membership retrieval failure' when there is none. */
export async function promotionOf(db: Kysely<Database>, tenantId: string, key: string, value: string) {
  const promotion = await db
    .selectFrom('membership_promotions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('membership_key', '=', key)
    .where('membership_value', '=', value)
    .where('stopped', '=', 0)
    .executeTakeFirst();
  if (!promotion) throw new DomainError('membershipRetrievalFailure');
  return promotion;
}

/** What the site knows of the member logged in with `loginToken`. */
export async function memberProfile(db: Kysely<Database>, tenantId: string, loginToken: string) {
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('login_token', '=', loginToken)
    .executeTakeFirst();
  if (!member) throw new DomainError('membershipRetrievalFailure');
  const { name, resident_area, email, phone, age, gender } = member;
  return { name, resident_area, email, phone, age, gender };
}

/**
 * The promotion of the member logged in with `membershipToken` on a membership site; 'membership
 * retrieval failure' when the token is unknown to the tenant or the member has no promotion.
 */
export async function memberPromotion(
  db: Kysely<Database> | Transaction<Database>,
  tenant: TenantConfig,
  membershipToken: string,
) {
  const promotion =
    tenant.membership === 'none'
      ? undefined
      : await db
          .selectFrom('members as m')
          .innerJoin('membership_promotions as p', (join) =>
            join
              .onRef('p.tenant_id', '=', 'm.tenant_id')
              .onRef('p.membership_key', '=', 'm.membership_key')
              .onRef('p.membership_value', '=', 'm.membership_value'),
          )
          .selectAll('p')
          .where('m.tenant_id', '=', tenant.id)
          .where('m.login_token', '=', membershipToken)
          .executeTakeFirst();
  if (!promotion) throw new DomainError('membershipRetrievalFailure');
  return promotion;
}
