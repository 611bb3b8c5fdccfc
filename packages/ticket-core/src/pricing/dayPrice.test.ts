import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayPrice, setProductsCost, timeSpanOptionCost } from './dayPrice.ts';

const yen = fc.integer({ min: 0, max: 100_000 });
const timeSpan = fc.record({
  options: fc.array(fc.record({ id: fc.integer({ min: 1 }), add_cost: yen }), { maxLength: 4 }),
});
const setProduct = fc.record({ base_price: yen, quantity: fc.integer({ min: 0, max: 10 }) });

describe('dayPrice (spec 9)', () => {
  it('"Day price is the lowest per-slot option extra-cost total plus the sum of set product base price times quantity"', () => {
    const timeSpans = [
      {
        options: [
          { id: 1, add_cost: 500 },
          { id: 2, add_cost: 300 },
        ],
      },
      { options: [{ id: 3, add_cost: 200 }] },
      { options: [{ id: 4, add_cost: 1000 }] },
    ];
    const setProducts = [
      { base_price: 1200, quantity: 2 },
      { base_price: 300, quantity: 1 },
    ];
    expect(dayPrice(timeSpans, setProducts)).toBe(200 + 2400 + 300);
  });

  it('counts a slot without options as zero extra cost', () => {
    expect(dayPrice([{ options: [{ id: 1, add_cost: 400 }] }, { options: [] }])).toBe(0);
  });

  it('is only the set products when the day has no slots', () => {
    expect(dayPrice([], [{ base_price: 700, quantity: 3 }])).toBe(2100);
    expect(dayPrice([])).toBe(0);
  });

  it('rejects prices that are not whole non-negative yen', () => {
    expect(() => dayPrice([{ options: [{ id: 1, add_cost: 1.5 }] }])).toThrow(RangeError);
    expect(() => setProductsCost([{ base_price: -1, quantity: 1 }])).toThrow(RangeError);
    expect(() => setProductsCost([{ base_price: 100, quantity: 0.5 }])).toThrow(RangeError);
  });

  it('property: equals the minimum slot total plus set products, integer and never negative', () => {
    fc.assert(
      fc.property(fc.array(timeSpan, { minLength: 1, maxLength: 6 }), fc.array(setProduct), (spans, sets) => {
        const price = dayPrice(spans, sets);
        const slotTotals = spans.map(timeSpanOptionCost);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBe(Math.min(...slotTotals) + setProductsCost(sets));
        for (const total of slotTotals) expect(price).toBeLessThanOrEqual(total + setProductsCost(sets));
      }),
    );
  });

  it('property: adding a slot never raises the day price', () => {
    fc.assert(
      fc.property(
        fc.array(timeSpan, { minLength: 1 }),
        timeSpan,
        fc.array(setProduct),
        (spans, extra, sets) => {
          expect(dayPrice([...spans, extra], sets)).toBeLessThanOrEqual(dayPrice(spans, sets));
        },
      ),
    );
  });
});
