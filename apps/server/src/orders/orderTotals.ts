import { couponDiscount } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { offeredPaymentMethod } from '../catalog/site.ts';
import { appliedCoupons } from '../coupons/couponUses.ts';
import type { Database, Order } from '../db/schema.ts';

/** Sum of the coupon discounts applied to an order. */
export async function couponTotal(trx: Transaction<Database>, orderId: number): Promise<number> {
  const coupons = await appliedCoupons(trx, orderId);
  return coupons.reduce((total, coupon) => total + coupon.coupon_discount, 0);
}

/** What an order costs when paid with `methodId`: price less coupons, less the method's own discount. */
export async function paymentDue(trx: Transaction<Database>, order: Order, methodId: string) {
  const channel = order.channel === 'spot' ? 'spot' : 'web';
  const method = await offeredPaymentMethod(trx, order.tenant_id, channel, methodId);
  const afterCoupons = Math.max(0, order.price - (await couponTotal(trx, order.id)));
  const methodDiscount = method.discount_type
    ? couponDiscount(
        {
          discount_type: method.discount_type,
          discount_amount: method.discount_amount,
          should_apply_per_ticket: false,
        },
        afterCoupons,
      )
    : 0;
  return { methodDiscount, amount: afterCoupons - methodDiscount };
}
