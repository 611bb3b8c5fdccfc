import { gridRange, type MonthBlock, pendingMonth, type StockRecord, todayInTokyo } from '@venue/ticket-core';

type Day = ReturnType<typeof todayInTokyo>;

/** How many months the calendar offers, starting with the current month in Tokyo. */
export const calendarMonths = 3;

/** The day the server's render of a page is for (src/prerender.tsx), while it runs. */
let renderDay: Day | undefined;

/**
 * Sets the day the calendars count from while the server renders a page: the server's day at the venue,
 * so the page's calendar shows the months the browser's first render shows (on a clock set to the same
 * day) and hydrates without a mismatch. Undefined goes back to the device's clock.
 */
export function setRenderDay(day: Day | undefined) {
  renderDay = day;
}

/** Today in Tokyo: the server render's day while one runs, else the device's. */
export function calendarToday(): Day {
  return renderDay ?? todayInTokyo(new Date());
}

/**
 * The months the calendar offers from `today`'s on, and the days their grids cover (`from` to `to`,
 * yyyy-MM-dd): what the order page's and the date change's calendars ask stock for.
 */
export function calendarSpan(today = calendarToday()) {
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

/**
 * The calendar's months from a stock query: built by `build` from the records once they are there,
 * pending months while they are asked for (the grids hold their place, also in the page's HTML), none
 * after a failure.
 */
export function monthBlocks(
  months: readonly { year: number; month: number }[],
  stock: { data: readonly StockRecord[] | undefined; loading: boolean },
  build: (year: number, month: number, records: readonly StockRecord[]) => MonthBlock,
): MonthBlock[] | undefined {
  const { data } = stock;
  if (data) return months.map(({ year, month }) => build(year, month, data));
  return stock.loading ? months.map(({ year, month }) => pendingMonth(year, month)) : undefined;
}
