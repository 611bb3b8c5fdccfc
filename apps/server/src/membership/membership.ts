import { verify } from '@node-rs/argon2';
import type { TenantConfig } from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { RequestContext } from '../http/context.ts';
import { rateLimit } from '../http/rateLimit.ts';
import type { Handlers } from '../http/registerEndpoints.ts';

/** Login attempts allowed per client and membership key in a quarter hour. */
const loginAttempts = 10;
const quarterHour = 15 * 60_000;

function memberQuery(ctx: RequestContext, key: string) {
  if (ctx.tenant.membership === 'none' || ctx.tenant.membershipKey !== key)
    throw new DomainError('membershipLoginFailed');
  return ctx.db.kysely
    .selectFrom('members')
    .selectAll()
    .where('tenant_id', '=', ctx.tenant.id)
    .where('membership_key', '=', key);
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

export const membershipHandlers = {
  async getMembershipPromotion({ db, tenant }, { query }) {
    const promotion = await db.kysely
      .selectFrom('membership_promotions')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('membership_key', '=', query.membership_key)
      .where('membership_value', '=', query.membership_value)
      .executeTakeFirst();
    if (!promotion) throw new DomainError('membershipRetrievalFailure');
    return {
      id: promotion.id,
      name: promotion.name,
      membership_key: promotion.membership_key,
      membership_value: promotion.membership_value,
      promotion_type: promotion.promotion_type as 'fixed',
      promotion_amount: promotion.promotion_amount,
    };
  },

  async membershipLogin(ctx, { params, body }) {
    await rateLimit(
      ctx.db,
      `login:${ctx.tenant.id}:${ctx.client}`,
      loginAttempts,
      quarterHour,
      'membershipLoginFailed',
    );
    const member = await memberQuery(ctx, params.key).where('email', '=', body.email).executeTakeFirst();
    if (!member || !(await verify(member.password_hash, body.password)))
      throw new DomainError('membershipLoginFailed');
    return {
      membership_key: member.membership_key,
      membership_value: member.membership_value,
      membership_token: member.login_token,
    };
  },

  async membershipTokenLogin(ctx, { params, body }) {
    await rateLimit(
      ctx.db,
      `login:${ctx.tenant.id}:${ctx.client}`,
      loginAttempts,
      quarterHour,
      'membershipLoginFailed',
    );
    const member = await memberQuery(ctx, params.key)
      .where('login_token', '=', body.token)
      .executeTakeFirst();
    if (!member) throw new DomainError('membershipLoginFailed');
    return {
      membership_key: member.membership_key,
      membership_value: member.membership_value,
      membership_token: member.login_token,
    };
  },

  async getMembership({ db, tenant }, { params }) {
    const member = await db.kysely
      .selectFrom('members')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('login_token', '=', params.key)
      .executeTakeFirst();
    if (!member) throw new DomainError('membershipRetrievalFailure');
    const { name, resident_area, email, phone, age, gender } = member;
    return { name, resident_area, email, phone, age, gender };
  },
} satisfies Partial<Handlers>;
