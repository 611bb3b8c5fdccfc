import {
  type CalendarDate,
  fromDate,
  parseAbsolute,
  parseDate,
  toCalendarDate,
} from '@internationalized/date';

/** Spec section 9: "Calendar timezone +09:00 ... Display timezone Asia/Tokyo." */
export const calendarTimeZone = 'Asia/Tokyo';

/** Today's date in Tokyo at the instant `now`, whatever the machine's time zone. */
export function todayInTokyo(now: Date): CalendarDate {
  return toCalendarDate(fromDate(now, calendarTimeZone));
}

/** Spec section 9: "stock date format yyyy-MM-dd". */
export function formatStockDate(date: CalendarDate): string {
  return date.toString();
}

/** A stock date: 'yyyy-MM-dd', or an ISO date-time with offset read as its Tokyo calendar day. */
export function parseStockDate(value: string): CalendarDate {
  return value.length === 10 ? parseDate(value) : toCalendarDate(parseAbsolute(value, calendarTimeZone));
}
