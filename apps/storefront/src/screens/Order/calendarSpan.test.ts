import { parseStockDate, todayInTokyo } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { calendarSpan, calendarToday, setRenderDay } from './calendarSpan.ts';

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
});
