import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount } from './couponDiscount.ts';

const fixed = (amount: number, perTicket = false) => ({
  discount_type: 'fixed',
  discount_amount: amount,
  should_apply_per_ticket: perTicket,
});
const percent = (amount: number) => ({
  discount_type: 'percent',
  discount_amount: amount,
  should_apply_per_ticket: false,
});

describe('couponDiscount (spec 9)', () => {
  it('"fixed is the amount"', () => {
    expect(couponDiscount(fixed(500), 3000)).toBe(500);
    expect(couponDiscount(fixed(500), 3000, 4)).toBe(500);
  });

  it('"or amount times ticket count when should_apply_per_ticket is set and a count is given"', () => {
    expect(couponDiscount(fixed(500, true), 3000, 3)).toBe(1500);
    expect(couponDiscount(fixed(500, true), 3000)).toBe(500);
  });

  it('"never above the price"', () => {
    expect(couponDiscount(fixed(5000), 3000)).toBe(3000);
    expect(couponDiscount(fixed(1000, true), 3000, 5)).toBe(3000);
  });

  it('"percent is price times amount divided by 100 rounded down"', () => {
    expect(couponDiscount(percent(15), 1999)).toBe(299);
    expect(couponDiscount(percent(100), 1999)).toBe(1999);
    expect(couponDiscount(percent(0), 1999)).toBe(0);
  });

  it('"unknown types give 0"', () => {
    expect(
      couponDiscount({ discount_type: 'bogo', discount_amount: 50, should_apply_per_ticket: true }, 900, 2),
    ).toBe(0);
  });

  it('is never negative, even for a negative amount', () => {
    expect(couponDiscount(fixed(-300), 1000)).toBe(0);
    expect(couponDiscount(percent(-10), 1000)).toBe(0);
  });

  it('rejects a price that is not whole yen', () => {
    expect(() => couponDiscount(fixed(100), 10.5)).toThrow(RangeError);
    expect(() => couponDiscount(fixed(100, true), 1000, -2)).toThrow(RangeError);
  });

  it('property: 0 <= discount <= price, integer, for every type', () => {
    const type = fc.constantFrom('fixed', 'percent', 'other');
    fc.assert(
      fc.property(
        type,
        fc.integer({ min: -1000, max: 200_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        (discount_type, discount_amount, should_apply_per_ticket, price, count) => {
          const value = couponDiscount(
            { discount_type, discount_amount, should_apply_per_ticket },
            price,
            count,
          );
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(price);
        },
      ),
    );
  });

  it('property: percent matches floor(price x amount / 100) for amounts 0..100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, price) => {
          expect(couponDiscount(percent(amount), price)).toBe(Math.floor((price * amount) / 100));
        },
      ),
    );
  });

  it('property: a per-ticket fixed coupon is min(price, amount x count)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 100_000 }),
        (amount, count, price) => {
          expect(couponDiscount(fixed(amount, true), price, count)).toBe(Math.min(price, amount * count));
        },
      ),
    );
  });
});
