import { afterCoupons, amountDue, isFreeOrder, methodDiscount } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { offeredPaymentMethod } from '../catalog/site.ts';
import { appliedCoupons } from '../coupons/couponUses.ts';
import type { Database, Order } from '../db/schema.ts';

/**
 * What an order costs when paid with `methodId`: price less coupons, less the method's own discount;
 * `free` when nothing is left after coupons (the only case the `free` method pays).
 */
export async function paymentDue(trx: Transaction<Database>, order: Order, methodId: string) {
  const channel = order.channel === 'spot' ? 'spot' : 'web';
  const method = await offeredPaymentMethod(trx, order.tenant_id, channel, methodId);
  const coupons = await appliedCoupons(trx, order.id);
  const discount = methodDiscount(method, afterCoupons(order.price, coupons));
  return {
    methodDiscount: discount,
    amount: amountDue(order.price, coupons, discount),
    free: isFreeOrder(order.price, coupons),
  };
}
