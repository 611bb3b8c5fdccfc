import type { Handlers } from '../http/registerEndpoints.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';

export const couponHandlers = {
  applyCoupon: (ctx, { params, body }) => applyCoupon(ctx, params.token, body.coupon, 'web'),

  async removeCoupon(ctx, { params }) {
    await removeCoupon(ctx, params.token, params.coupon);
    return null;
  },
} satisfies Partial<Handlers>;
