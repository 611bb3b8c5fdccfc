import { couponDiscount } from '../coupons/couponDiscount.ts';

/** A coupon applied to an order: the yen it takes off (spec section 3, order temporary view). */
export interface AppliedCoupon {
  coupon_discount: number;
}

/** A payment method's own discount (spec section 3, payment methods): none, a percent or a fixed amount. */
export interface MethodDiscount {
  discount_type: string | null;
  discount_amount: number;
}

/** What an order costs once its coupons are taken off: its price less their discounts, never below 0. */
export function afterCoupons(price: number, coupons: readonly AppliedCoupon[]): number {
  return Math.max(
    0,
    coupons.reduce((left, coupon) => left - coupon.coupon_discount, price),
  );
}

/** What a payment method takes off what is left after coupons (none when it has no discount). */
export function methodDiscount(method: MethodDiscount, left: number): number {
  if (!method.discount_type) return 0;
  const discount = { ...method, discount_type: method.discount_type, should_apply_per_ticket: false };
  return couponDiscount(discount, left);
}

/** What the visitor pays: the price less the coupons, less the payment method's discount. */
export function amountDue(price: number, coupons: readonly AppliedCoupon[], discount: number): number {
  return Math.max(0, afterCoupons(price, coupons) - discount);
}

/** An order is paid with the `free` method when, and only when, nothing is left to pay after coupons. */
export function isFreeOrder(price: number, coupons: readonly AppliedCoupon[]): boolean {
  return afterCoupons(price, coupons) === 0;
}
