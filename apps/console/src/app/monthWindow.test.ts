import { buildMonth, parseStockDate } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { monthOf, monthWindow } from './monthWindow.ts';

const months = (blocks: { year: number; month: number }[]) =>
  blocks.map(({ year, month }) => `${year}-${month}`);
const allDisabled = (block: { weeks: { state: string }[][] }) =>
  block.weeks.flat().every((cell) => cell.state === 'empty' || cell.state === 'disable');

describe('monthWindow', () => {
  const focused = parseStockDate('2026-12-15');
  const december = buildMonth({
    year: 2026,
    month: 12,
    today: parseStockDate('2026-12-01'),
    records: [
      { date: '2026-12-15', display_price: 0, is_sold_out_display_product: false, stock_status: 'few' },
    ],
  });

  it('holds the focused month between the months before and after, those pending', () => {
    const held = monthWindow(focused, december);
    expect(months(held)).toEqual(['2026-11', '2026-12', '2027-1']);
    expect(held[1]).toBe(december);
    expect(allDisabled(held[0] ?? december)).toBe(true);
    expect(allDisabled(held[2] ?? december)).toBe(true);
  });

  it('shows the focused month pending while its stock is not in, or another month’s is', () => {
    expect(allDisabled(monthWindow(focused, null)[1] ?? december)).toBe(true);
    const january = monthWindow(parseStockDate('2027-01-04'), december);
    expect(months(january)).toEqual(['2026-12', '2027-1', '2027-2']);
    expect(january).not.toContain(december);
  });

  it('offers no month before the earliest day’s', () => {
    expect(months(monthWindow(focused, december, parseStockDate('2026-12-20')))).toEqual([
      '2026-12',
      '2027-1',
    ]);
    expect(months(monthWindow(focused, december, parseStockDate('2026-11-30')))).toHaveLength(3);
  });

  it('names a day’s month yyyy-MM', () => {
    expect(monthOf(parseStockDate('2027-01-04'))).toBe('2027-01');
  });
});
