import type { TenantConfig } from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { RequestContext } from '../http/context.ts';

/** Login attempts allowed per client and membership key in a quarter hour. */
export const loginAttempts = 10;
export const quarterHour = 15 * 60_000;

export function memberQuery(ctx: RequestContext, key: string) {
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
