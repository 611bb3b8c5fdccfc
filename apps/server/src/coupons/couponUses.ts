import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

/** Gives one use of a coupon back (a coupon taken off an order). */
export async function giveBackCouponUse(trx: Trx, couponId: number): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', couponId)
    .execute();
}

/** Gives back a use of every coupon applied to an order: called once the order is cancelled or expired. */
export async function giveBackCouponUses(trx: Trx, orderId: number): Promise<void> {
  const coupons = await trx
    .selectFrom('order_coupons')
    .select('coupon_id')
    .where('order_id', '=', orderId)
    .execute();
  for (const { coupon_id } of coupons) await giveBackCouponUse(trx, coupon_id);
}
