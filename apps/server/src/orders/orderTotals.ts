import { couponDiscount } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import type { Database, Order } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';

/** Sum of the coupon discounts applied to an order. */
export async function couponTotal(trx: Transaction<Database>, orderId: number): Promise<number> {
  const coupons = await trx
    .selectFrom('order_coupons')
    .select('coupon_discount')
    .where('order_id', '=', orderId)
    .execute();
  return coupons.reduce((total, coupon) => total + coupon.coupon_discount, 0);
}

/** What an order costs when paid with `methodId`: price less coupons, less the method's own discount. */
export async function paymentDue(trx: Transaction<Database>, order: Order, methodId: string) {
  const method = await trx
    .selectFrom('payment_methods')
    .selectAll()
    .where('tenant_id', '=', order.tenant_id)
    .where('channel', '=', order.channel === 'spot' ? 'spot' : 'web')
    .where('method_id', '=', methodId)
    .executeTakeFirst();
  if (!method) throw new DomainError('recordNotFound');
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
