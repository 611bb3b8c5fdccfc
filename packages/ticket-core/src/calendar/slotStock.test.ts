import { describe, expect, it } from 'vitest';
import { isSlotFewStock, isSlotOnSale } from './slotStock.ts';

describe('isSlotFewStock', () => {
  it('is few at a fifth of the stock or 3 tickets, whichever is more, but not when sold out', () => {
    expect(isSlotFewStock({ remaining_stock: 8, stock_count: 40 })).toBe(true);
    expect(isSlotFewStock({ remaining_stock: 9, stock_count: 40 })).toBe(false);
    expect(isSlotFewStock({ remaining_stock: 3, stock_count: 5 })).toBe(true);
    expect(isSlotFewStock({ remaining_stock: 0, stock_count: 40 })).toBe(false);
  });
});

describe('isSlotOnSale', () => {
  it('is on sale until the slot ends, whatever the offset of the ISO string', () => {
    const slot = { start_at: '2026-11-22T10:00:00+09:00', end_at: '2026-11-22T10:30:00+09:00' };
    expect(isSlotOnSale(slot, 'time', new Date('2026-11-22T01:29:59Z'))).toBe(true);
    expect(isSlotOnSale(slot, 'time', new Date('2026-11-22T01:30:00Z'))).toBe(false);
  });

  it('keeps a day ticket’s slot on sale until its day ends in Tokyo', () => {
    const slot = { start_at: '2026-11-22T09:00:00+09:00', end_at: '2026-11-22T17:00:00+09:00' };
    expect(isSlotOnSale(slot, 'date', new Date('2026-11-22T14:59:59Z'))).toBe(true);
    expect(isSlotOnSale(slot, 'date', new Date('2026-11-22T15:00:00Z'))).toBe(false);
  });
});
