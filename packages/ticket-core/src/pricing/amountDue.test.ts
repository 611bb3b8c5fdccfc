import { describe, expect, it } from 'vitest';
import { afterCoupons, amountDue, isFreeOrder, methodDiscount } from './amountDue.ts';

describe('the amount due', () => {
  it('takes every coupon off the price, never below 0', () => {
    expect(afterCoupons(3000, [])).toBe(3000);
    expect(afterCoupons(3000, [{ coupon_discount: 500 }, { coupon_discount: 1000 }])).toBe(1500);
    expect(afterCoupons(1000, [{ coupon_discount: 800 }, { coupon_discount: 800 }])).toBe(0);
  });

  it("takes the payment method's discount off what is left after coupons", () => {
    const left = afterCoupons(3000, [{ coupon_discount: 1000 }]);
    expect(methodDiscount({ discount_type: 'percent', discount_amount: 10 }, left)).toBe(200);
    expect(methodDiscount({ discount_type: 'fixed', discount_amount: 300 }, left)).toBe(300);
    expect(methodDiscount({ discount_type: null, discount_amount: 300 }, left)).toBe(0);
    expect(amountDue(3000, [{ coupon_discount: 1000 }], 200)).toBe(1800);
    expect(amountDue(1000, [{ coupon_discount: 900 }], 300)).toBe(0);
  });

  it('is free only when nothing is left after coupons, whatever a method would take off', () => {
    expect(isFreeOrder(0, [])).toBe(true);
    expect(isFreeOrder(1000, [{ coupon_discount: 1000 }])).toBe(true);
    expect(isFreeOrder(1000, [{ coupon_discount: 999 }])).toBe(false);
  });
});
