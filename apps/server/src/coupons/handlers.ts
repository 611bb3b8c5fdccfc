import { DomainError } from '../domainError.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { requireStatus, withOrder } from '../orders/orderAccess.ts';
import { applyCoupon } from './coupons.ts';
import { giveBackCouponUse } from './couponUses.ts';

export const couponHandlers = {
  applyCoupon: (ctx, { params, body }) => applyCoupon(ctx, params.token, body.coupon, 'web'),

  async removeCoupon({ db, tenant }, { params }) {
    await withOrder(db, tenant.id, params.token, async (trx, order) => {
      requireStatus(order, ['created', 'ready_checkout']);
      const applied = await trx
        .selectFrom('order_coupons')
        .select('coupon_id')
        .where('order_id', '=', order.id)
        .where('coupon_code', '=', params.coupon)
        .executeTakeFirst();
      if (!applied) throw new DomainError('recordNotFound');
      await trx
        .deleteFrom('order_coupons')
        .where('order_id', '=', order.id)
        .where('coupon_id', '=', applied.coupon_id)
        .execute();
      await giveBackCouponUse(trx, applied.coupon_id);
    });
    return null;
  },
} satisfies Partial<Handlers>;
