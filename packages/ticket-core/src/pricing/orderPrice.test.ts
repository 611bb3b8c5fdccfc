import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderPrice, ticketCount } from './orderPrice.ts';

const yen = fc.integer({ min: 0, max: 50_000 });
const count = fc.integer({ min: 0, max: 10 });
const tickets = fc.array(fc.record({ count, price: yen }), { maxLength: 5 });
const setProducts = fc.array(fc.record({ quantity: count, price: yen }), { maxLength: 5 });

describe('orderPrice (spec 9)', () => {
  it('"Order price is the sum of ticket count times price plus set product quantity times price, minus the membership discount per ticket"', () => {
    expect(
      orderPrice({
        tickets: [
          { count: 2, price: 1800 },
          { count: 1, price: 1000 },
        ],
        setProducts: [{ quantity: 3, price: 500 }],
        membershipDiscountPerTicket: 200,
      }),
    ).toBe(2 * 1800 + 1000 + 3 * 500 - 3 * 200);
  });

  it('is never negative when the membership discount exceeds the price', () => {
    expect(orderPrice({ tickets: [{ count: 2, price: 100 }], membershipDiscountPerTicket: 500 })).toBe(0);
  });

  it('counts tickets over all lines', () => {
    expect(
      ticketCount([
        { count: 2, price: 1 },
        { count: 5, price: 9 },
      ]),
    ).toBe(7);
  });

  it('rejects fractional yen and negative counts', () => {
    expect(() => orderPrice({ tickets: [{ count: 1, price: 99.9 }] })).toThrow(RangeError);
    expect(() => orderPrice({ tickets: [{ count: -1, price: 100 }] })).toThrow(RangeError);
    expect(() => orderPrice({ tickets: [], membershipDiscountPerTicket: -5 })).toThrow(RangeError);
  });

  it('property: integer, never negative, and the discount lowers the price by at most discount x tickets', () => {
    fc.assert(
      fc.property(tickets, setProducts, yen, (ticketLines, setLines, discount) => {
        const full = orderPrice({ tickets: ticketLines, setProducts: setLines });
        const discounted = orderPrice({
          tickets: ticketLines,
          setProducts: setLines,
          membershipDiscountPerTicket: discount,
        });
        expect(Number.isInteger(discounted)).toBe(true);
        expect(discounted).toBeGreaterThanOrEqual(0);
        expect(discounted).toBe(Math.max(0, full - discount * ticketCount(ticketLines)));
      }),
    );
  });

  it('property: splitting a ticket line in two keeps the price', () => {
    fc.assert(
      fc.property(count, count, yen, yen, (a, b, price, discount) => {
        const whole = orderPrice({
          tickets: [{ count: a + b, price }],
          membershipDiscountPerTicket: discount,
        });
        const split = orderPrice({
          tickets: [
            { count: a, price },
            { count: b, price },
          ],
          membershipDiscountPerTicket: discount,
        });
        expect(split).toBe(whole);
      }),
    );
  });
});
