import { type CalendarDate, fromAbsolute, parseDate, toCalendarDate } from '@internationalized/date';

/** The venues' time zone (spec section 9). */
export const venueTimeZone = 'Asia/Tokyo';

/**
 * The server's one clock. Every "now" of the server (today at the venue, hold expiry, sales windows,
 * check-in windows, receipts, mails, rate-limit windows) is read here. It is the wall clock unless it
 * was set: then it runs on from the instant it was set to, so tests and the e2e servers can live on any
 * day and hour (`VENUE_CLOCK`, honoured only outside production).
 */
let offsetMs = 0;

/** Milliseconds since the epoch, on the server's clock. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** Sets the clock to `instant` (an ISO-8601 string with offset, a Date or epoch milliseconds); it runs on from there. */
export function setClock(instant: string | number | Date): void {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new Error(`not an instant: ${String(instant)}`);
  offsetMs = ms - Date.now();
}

/** Moves the clock forward (or back, with a negative amount). */
export function advanceClock(ms: number): void {
  offsetMs += ms;
}

/** Back to the wall clock. */
export function resetClock(): void {
  offsetMs = 0;
}

export function venueToday(): CalendarDate {
  return toCalendarDate(fromAbsolute(nowMs(), venueTimeZone));
}

/** The date (yyyy-MM-dd) and time (HH:MM) at the venue now. */
export function venueNow(): { date: string; time: string } {
  const now = fromAbsolute(nowMs(), venueTimeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date: toCalendarDate(now).toString(), time: `${pad(now.hour)}:${pad(now.minute)}` };
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

/** Now (plus `offsetMs`) as an ISO-8601 UTC string, the format every timestamp column holds. */
export function nowIso(laterMs = 0): string {
  return new Date(nowMs() + laterMs).toISOString();
}
