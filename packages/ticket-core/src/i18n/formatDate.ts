import { type CalendarDate, parseAbsolute, toCalendarDate } from '@internationalized/date';
import type { LanguageCode } from './languages.ts';
import { intlLocale } from './locales.ts';

/** Spec section 9: "Display timezone Asia/Tokyo". */
export const displayTimeZone = 'Asia/Tokyo';

const pad = (value: number) => String(value).padStart(2, '0');

function tokyoDate(value: string | CalendarDate): CalendarDate {
  return typeof value === 'string' ? toCalendarDate(parseAbsolute(value, displayTimeZone)) : value;
}

const weekdayFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/** The short weekday in Asia/Tokyo, one formatter per language (making one costs more than using it). */
function weekdayFormat(language: LanguageCode): Intl.DateTimeFormat {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: displayTimeZone });
    weekdayFormats.set(language, format);
  }
  return format;
}

/**
 * Spec section 9: "Date format: year/month/day with weekday" — `2026/11/22 (日)` in ja,
 * `2026/11/22 (Sun)` in en — for a CalendarDate or an ISO string with offset, in Asia/Tokyo.
 */
export function formatDate(value: string | CalendarDate, language: LanguageCode): string {
  const date = tokyoDate(value);
  const weekday = weekdayFormat(language).format(date.toDate(displayTimeZone));
  return `${date.year}/${pad(date.month)}/${pad(date.day)} (${weekday})`;
}

/** Spec section 3: "time is the first 5 characters after T" of an ISO string with offset. */
export function formatTime(iso: string): string {
  const at = iso.indexOf('T');
  return at < 0 ? '' : iso.slice(at + 1, at + 6);
}

/** Spec section 9: "Ticket time range 'start ~ end' (en ' - ')". */
export function formatTimeRange(startIso: string, endIso: string, language: LanguageCode): string {
  const separator = language === 'en' ? ' - ' : ' ~ ';
  return `${formatTime(startIso)}${separator}${formatTime(endIso)}`;
}

/** Spec section 9: "A low-stock message takes a count." */
export function lowStockMessage(count: number): { key: 'stock.lowStock'; params: { count: number } } {
  return { key: 'stock.lowStock', params: { count } };
}
