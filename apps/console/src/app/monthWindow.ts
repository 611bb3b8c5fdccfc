import { formatStockDate, type MonthBlock, type parseStockDate, pendingMonth } from '@venue/ticket-core';

/** A day of the calendar (a `CalendarDate` of ticket-core's, in Asia/Tokyo). */
export type CalendarDay = ReturnType<typeof parseStockDate>;

/** The `yyyy-MM` of a day. */
export const monthOf = (day: CalendarDay) => formatStockDate(day).slice(0, 7);

/**
 * The months a calendar asked month by month holds around the focused day: that day's month (`shown`
 * once its stock is in, pending until then), with the months before and after pending, so the month
 * buttons and the keys can step into them and the focus tells the screen which month to ask for next.
 * No month before `earliest`'s.
 */
export function monthWindow(focused: CalendarDay, shown: MonthBlock | null, earliest?: CalendarDay) {
  const first = focused.set({ day: 1 });
  const before = first.subtract({ months: 1 });
  const after = first.add({ months: 1 });
  const offersBefore = !earliest || before.compare(earliest.set({ day: 1 })) >= 0;
  const current =
    shown && shown.year === first.year && shown.month === first.month
      ? shown
      : pendingMonth(first.year, first.month);
  return [
    ...(offersBefore ? [pendingMonth(before.year, before.month)] : []),
    current,
    pendingMonth(after.year, after.month),
  ] satisfies MonthBlock[];
}
