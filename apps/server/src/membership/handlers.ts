import { verify } from '@node-rs/argon2';
import { DomainError } from '../domainError.ts';
import { rateLimit } from '../http/rateLimit.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { loginAttempts, memberQuery, quarterHour } from './membership.ts';

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
