import { type CalendarDate, parseDate, today } from '@internationalized/date';

/** The venues' time zone (spec section 9). */
export const venueTimeZone = 'Asia/Tokyo';

export function venueToday(): CalendarDate {
  return today(venueTimeZone);
}

/** A yyyy-MM-dd string as a date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** Now as an ISO-8601 UTC string, the format every timestamp column holds. */
export function nowIso(offsetMs = 0): string {
  return new Date(Date.now() + offsetMs).toISOString();
}
