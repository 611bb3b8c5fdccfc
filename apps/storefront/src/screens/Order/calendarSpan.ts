import { gridRange, todayInTokyo } from '@venue/ticket-core';

/** How many months the calendar offers, starting with the current month in Tokyo. */
export const calendarMonths = 3;

/**
 * The months the calendar offers from `today`'s on, and the days their grids cover (`from` to `to`,
 * yyyy-MM-dd): what the order page's and the date change's calendars ask stock for.
 */
export function calendarSpan(today = todayInTokyo(new Date())) {
  const firstDay = today.set({ day: 1 });
  const months = Array.from({ length: calendarMonths }, (_, index) => {
    const date = firstDay.add({ months: index });
    return { year: date.year, month: date.month };
  });
  const lastDay = firstDay.add({ months: calendarMonths - 1 });
  return {
    months,
    from: gridRange(firstDay.year, firstDay.month).from,
    to: gridRange(lastDay.year, lastDay.month).to,
  };
}
