import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Trx = Transaction<Database>;

/** The coupons applied to an order, each with the discount it gave. */
export function appliedCoupons(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('order_coupons')
    .select(['coupon_id', 'coupon_code', 'coupon_name', 'coupon_discount'])
    .where('order_id', '=', orderId)
    .execute();
}

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
  for (const { coupon_id } of await appliedCoupons(trx, orderId)) await giveBackCouponUse(trx, coupon_id);
}
