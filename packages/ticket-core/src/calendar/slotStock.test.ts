import { describe, expect, it } from 'vitest';
import { isSlotFewStock } from './slotStock.ts';

describe('isSlotFewStock', () => {
  it('is few at a fifth of the stock or 3 tickets, whichever is more, but not when sold out', () => {
    expect(isSlotFewStock({ remaining_stock: 8, stock_count: 40 })).toBe(true);
    expect(isSlotFewStock({ remaining_stock: 9, stock_count: 40 })).toBe(false);
    expect(isSlotFewStock({ remaining_stock: 3, stock_count: 5 })).toBe(true);
    expect(isSlotFewStock({ remaining_stock: 0, stock_count: 40 })).toBe(false);
  });
});
