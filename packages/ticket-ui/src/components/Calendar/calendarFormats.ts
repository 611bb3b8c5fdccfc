/** A calendar day as a Date at midnight UTC, so formatting it in UTC gives that day in every zone. */
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

interface Day {
  year: number;
  month: number;
  day: number;
}

/**
 * The calendar's texts in the visitor's locale, from `Intl`: the month heading, each day's name for
 * assistive technology, the day number and the weekday header. Calendar days carry no time, so each is
 * formatted as midnight UTC in UTC.
 */
export function calendarFormats(locale: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const month = format({ year: 'numeric', month: 'long' });
  const day = format({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const dayNumber = format({ day: 'numeric' });
  const weekdayNarrow = format({ weekday: 'narrow' });
  const weekdayLong = format({ weekday: 'long' });
  const of = (date: Day) => utcDay(date.year, date.month, date.day);
  return {
    month: (year: number, monthNumber: number) => month.format(utcDay(year, monthNumber, 1)),
    day: (date: Day) => day.format(of(date)),
    // The day part alone: '4', not '4日'.
    dayNumber: (date: Day) =>
      dayNumber.formatToParts(of(date)).find((part) => part.type === 'day')?.value ?? String(date.day),
    weekdayNarrow: (date: Day) => weekdayNarrow.format(of(date)),
    weekdayLong: (date: Day) => weekdayLong.format(of(date)),
  };
}
