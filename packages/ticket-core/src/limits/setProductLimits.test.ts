import { describe, expect, it } from 'vitest';
import { stepSetQuantity, withinSetProductLimits } from './setProductLimits.ts';

describe('withinSetProductLimits (spec 3: limit_min, limit_max)', () => {
  const set = { limit_min: 2, limit_max: 4 };

  it('allows none, or a quantity between the limits inclusive', () => {
    expect(withinSetProductLimits(set, 0)).toBe(true);
    expect(withinSetProductLimits(set, 2)).toBe(true);
    expect(withinSetProductLimits(set, 4)).toBe(true);
  });

  it('refuses a quantity below the minimum or above the maximum', () => {
    expect(withinSetProductLimits(set, 1)).toBe(false);
    expect(withinSetProductLimits(set, 5)).toBe(false);
  });
});

describe('stepSetQuantity', () => {
  const set = { limit_min: 2, limit_max: 6 };

  it('keeps a quantity at none or within the limits', () => {
    expect(stepSetQuantity(set, 0, 1)).toBe(2);
    expect(stepSetQuantity(set, 2, 1)).toBe(0);
    expect(stepSetQuantity(set, 2, 3)).toBe(3);
    expect(stepSetQuantity(set, 3, 9)).toBe(6);
    expect(stepSetQuantity(set, 3, 0)).toBe(0);
  });
});
