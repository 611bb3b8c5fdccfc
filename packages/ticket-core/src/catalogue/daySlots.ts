import { type CalendarDate, getDayOfWeek } from '@internationalized/date';
import type { Catalogue, CatalogueProduct, SlotRun, Weekday } from './catalogueSchema.ts';
import { clockTime, minutesOf } from './clockTimes.ts';
import { dateRuleMatches } from './dateRules.ts';

/** A time slot of a day: 'HH:MM' start and end, and its places. */
export interface CatalogueSlot {
  start: string;
  end: string;
  capacity: number;
}

/** A product's day: closed, or open with its slots in time order. */
export type CatalogueDay = { closed: true } | { closed: false; slots: CatalogueSlot[] };

const weekdayOfIndex: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function weekdayOf(date: CalendarDate): Weekday {
  return weekdayOfIndex[getDayOfWeek(date, 'en-US')] ?? 'sun';
}

/** The slots a run gives, in time order (a run the schema refuses gives what it can, maybe none). */
export function runSlots(run: SlotRun): CatalogueSlot[] {
  const { capacity } = run;
  if (run.starts) {
    const minutes = run.minutes ?? 0;
    return run.starts
      .map((start) => ({ start, end: clockTime(minutesOf(start) + minutes), capacity }))
      .sort((a, b) => a.start.localeCompare(b.start));
  }
  if (run.from === undefined || run.until === undefined) return [];
  const from = minutesOf(run.from);
  const until = minutesOf(run.until);
  if (!run.every) return from < until ? [{ start: run.from, end: run.until, capacity }] : [];
  const slots: CatalogueSlot[] = [];
  for (let start = from; start + run.every <= until; start += run.every) {
    slots.push({ start: clockTime(start), end: clockTime(start + run.every), capacity });
  }
  return slots;
}

/** The runs planned for a date before closings: an exception's, else its weekday's, else daily. */
export function plannedRuns(product: CatalogueProduct, date: CalendarDate): SlotRun[] {
  const { slots } = product;
  const exception = slots.exceptions.find((entry) => dateRuleMatches(entry.dates, date));
  if (exception) return exception.slots;
  return slots.weekly?.[weekdayOf(date)] ?? slots.daily ?? [];
}

/**
 * A product's day as the catalogue plans it: closed on the venue's or the product's closed dates and
 * weekdays (an exception's date opens a closed weekday, not a closed date), else its planned slots.
 */
export function productDay(
  catalogue: Catalogue,
  product: CatalogueProduct,
  date: CalendarDate,
): CatalogueDay {
  const { slots } = product;
  const closedDate = [...catalogue.closedDates, ...slots.closedDates].some((rule) =>
    dateRuleMatches(rule, date),
  );
  const exception = slots.exceptions.some((entry) => dateRuleMatches(entry.dates, date));
  const closedWeekday = !exception && slots.closedWeekdays.includes(weekdayOf(date));
  if (closedDate || closedWeekday) return { closed: true };
  const daySlots = plannedRuns(product, date).flatMap(runSlots);
  if (daySlots.length === 0) return { closed: true };
  return { closed: false, slots: daySlots.sort((a, b) => a.start.localeCompare(b.start)) };
}

/** A set product's day: one slot over the opening hours, on every day the venue opens. */
export function setProductDay(catalogue: Catalogue, capacity: number, date: CalendarDate): CatalogueDay {
  if (catalogue.closedDates.some((rule) => dateRuleMatches(rule, date))) return { closed: true };
  const { from, until } = catalogue.openingHours;
  return { closed: false, slots: [{ start: from, end: until, capacity }] };
}

/** The calendar colour of a date, if the catalogue gives one (a dated colour over a weekday's). */
export function calendarColour(catalogue: Catalogue, date: CalendarDate): string | null {
  const colours = catalogue.calendarColours;
  if (!colours) return null;
  const dated = colours.dates.find((entry) => dateRuleMatches(entry.dates, date));
  return dated?.colour ?? colours.weekdays[weekdayOf(date)] ?? null;
}
