import { assertCount, assertYen } from '../pricing/yen.ts';

/** The coupon fields of spec section 3 that the discount reads. */
export interface DiscountCoupon {
  /** 'percent' or 'fixed'; any other value discounts nothing. */
  discount_type: string;
  discount_amount: number;
  should_apply_per_ticket: boolean;
}

/**
 * Spec section 9: "fixed is the amount, or amount times ticket count when should_apply_per_ticket is set
 * and a count is given, never above the price; percent is price times amount divided by 100 rounded
 * down; unknown types give 0." Never negative, never above the price.
 */
export function couponDiscount(coupon: DiscountCoupon, price: number, ticketCount?: number): number {
  assertYen(price, 'price');
  const amount = Math.max(0, coupon.discount_amount);
  let discount = 0;
  if (coupon.discount_type === 'fixed') {
    const perTicket = coupon.should_apply_per_ticket && ticketCount !== undefined;
    discount = perTicket ? amount * assertCount(ticketCount, 'ticket count') : amount;
  } else if (coupon.discount_type === 'percent') {
    discount = Math.floor((price * amount) / 100);
  }
  return Math.min(price, Math.floor(discount));
}
