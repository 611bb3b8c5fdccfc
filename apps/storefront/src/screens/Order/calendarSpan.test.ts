import { buildMonth, parseStockDate, todayInTokyo } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { calendarSpan, calendarToday, monthBlocks, setRenderDay } from './calendarSpan.ts';

describe('calendarSpan', () => {
  it("offers this month and the next two, across a year's end, with the days of their grids", () => {
    const span = calendarSpan(parseStockDate('2026-11-25'));
    expect(span.months).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(span.from <= '2026-11-01').toBe(true);
    expect(span.to >= '2027-01-31').toBe(true);
    expect(span.to < '2027-02-08').toBe(true);
  });

  it("counts from the server render's day while one runs, then from the device's clock again", () => {
    setRenderDay(parseStockDate('2031-02-10'));
    expect(calendarToday().toString()).toBe('2031-02-10');
    expect(calendarSpan().months[0]).toEqual({ year: 2031, month: 2 });
    setRenderDay(undefined);
    expect(calendarToday()).toEqual(todayInTokyo(new Date()));
  });

  it('builds the months with their stock, holds pending months while it loads, none after a failure', () => {
    const months = [{ year: 2026, month: 11 }];
    const today = parseStockDate('2026-11-01');
    const record = {
      date: '2026-11-20',
      display_price: 1200,
      is_sold_out_display_product: false,
      stock_status: 'normal',
    };
    const build = (year: number, month: number, records: readonly (typeof record)[]) =>
      buildMonth({ year, month, today, records });
    const built = monthBlocks(months, { data: [record], loading: false }, build);
    expect(built?.[0]?.weeks.flat().find((cell) => cell.date.toString() === '2026-11-20')?.price).toBe(1200);
    const pending = monthBlocks(months, { data: undefined, loading: true }, build);
    expect(
      pending?.[0]?.weeks.flat().every((cell) => cell.state === 'disable' || cell.state === 'empty'),
    ).toBe(true);
    expect(pending?.[0]?.status).toBe('active');
    expect(monthBlocks(months, { data: undefined, loading: false }, build)).toBeUndefined();
  });
});
