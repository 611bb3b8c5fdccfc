import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, formatTimeRange, lowStockMessage } from './formatDate.ts';

describe('date and time formatting (spec 3, 9)', () => {
  it('"Date format: year/month/day with weekday" per language', () => {
    const date = new CalendarDate(2026, 11, 22);
    expect(formatDate(date, 'ja')).toBe('2026/11/22 (日)');
    expect(formatDate(date, 'en')).toBe('2026/11/22 (Sun)');
    expect(formatDate(date, 'kr')).toBe('2026/11/22 (일)');
    expect(formatDate(date, 'zh-hant')).toBe('2026/11/22 (週日)');
  });

  it('reads ISO strings in Asia/Tokyo ("Display timezone Asia/Tokyo")', () => {
    expect(formatDate('2026-03-07T23:30:00Z', 'en')).toBe('2026/03/08 (Sun)');
    expect(formatDate('2026-03-08T00:30:00+09:00', 'ja')).toBe('2026/03/08 (日)');
  });

  it('"time is the first 5 characters after T"', () => {
    expect(formatTime('2026-11-22T09:30:00+09:00')).toBe('09:30');
    expect(formatTime('2026-11-22')).toBe('');
  });

  it("\"Ticket time range 'start ~ end' (en ' - ')\"", () => {
    const start = '2026-11-22T10:00:00+09:00';
    const end = '2026-11-22T10:30:00+09:00';
    expect(formatTimeRange(start, end, 'ja')).toBe('10:00 ~ 10:30');
    expect(formatTimeRange(start, end, 'th')).toBe('10:00 ~ 10:30');
    expect(formatTimeRange(start, end, 'en')).toBe('10:00 - 10:30');
  });

  it('"A low-stock message takes a count"', () => {
    expect(lowStockMessage(3)).toEqual({ key: 'stock.lowStock', params: { count: 3 } });
  });
});
