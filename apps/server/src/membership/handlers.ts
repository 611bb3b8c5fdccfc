import type { Handlers } from '../http/registerEndpoints.ts';
import { logIn, memberProfile, promotionOf } from './membership.ts';

export const membershipHandlers = {
  async getMembershipPromotion({ db, tenant }, { query }) {
    const promotion = await promotionOf(db.kysely, tenant.id, query.membership_key, query.membership_value);
    return {
      id: promotion.id,
      name: promotion.name,
      membership_key: promotion.membership_key,
      membership_value: promotion.membership_value,
      promotion_type: promotion.promotion_type,
      promotion_amount: promotion.promotion_amount,
    };
  },

  membershipLogin: (ctx, { params, body }) => logIn(ctx, params.key, body),

  membershipTokenLogin: (ctx, { params, body }) => logIn(ctx, params.key, { token: body.token }),

  getMembership: ({ db, tenant }, { params }) => memberProfile(db.kysely, tenant.id, params.key),
} satisfies Partial<Handlers>;
