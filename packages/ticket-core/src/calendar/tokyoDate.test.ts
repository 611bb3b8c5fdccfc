import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { calendarTimeZone, formatStockDate, parseStockDate, todayInTokyo } from './tokyoDate.ts';

describe('Tokyo dates (spec 9: "Calendar timezone +09:00 ... stock date format yyyy-MM-dd")', () => {
  it('uses Asia/Tokyo explicitly', () => {
    expect(calendarTimeZone).toBe('Asia/Tokyo');
  });

  it('takes today in Tokyo, not in the machine time zone', () => {
    expect(todayInTokyo(new Date('2026-03-31T14:59:59Z'))).toEqual(new CalendarDate(2026, 3, 31));
    expect(todayInTokyo(new Date('2026-03-31T15:00:00Z'))).toEqual(new CalendarDate(2026, 4, 1));
    expect(todayInTokyo(new Date('2026-11-01T08:30:00-08:00'))).toEqual(new CalendarDate(2026, 11, 2));
  });

  it('formats stock dates as yyyy-MM-dd', () => {
    expect(formatStockDate(new CalendarDate(2026, 1, 5))).toBe('2026-01-05');
  });

  it('parses yyyy-MM-dd and ISO strings with offset as the Tokyo day', () => {
    expect(parseStockDate('2026-07-09')).toEqual(new CalendarDate(2026, 7, 9));
    expect(parseStockDate('2026-07-09T23:30:00+09:00')).toEqual(new CalendarDate(2026, 7, 9));
    expect(parseStockDate('2026-07-09T16:00:00Z')).toEqual(new CalendarDate(2026, 7, 10));
  });
});
