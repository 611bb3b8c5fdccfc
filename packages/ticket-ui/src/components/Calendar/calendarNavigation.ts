import type { CalendarCell, MonthBlock } from '@venue/ticket-core';

/** Where a key sends the focused day. */
export type DayMove =
  | 'previousDay'
  | 'nextDay'
  | 'previousWeek'
  | 'nextWeek'
  | 'weekStart'
  | 'weekEnd'
  | 'previousMonth'
  | 'nextMonth';

const inMonth = (cell: CalendarCell) => !cell.isPreviousMonth && !cell.isNextMonth;

/** The days of the months (padding days of neighbouring months left out), in date order. */
export function monthDays(months: readonly MonthBlock[]): CalendarCell[] {
  return months.flatMap((block) => block.weeks.flat().filter(inMonth));
}

/**
 * The day (yyyy-MM-dd) the focus moves to from `focused`, within the given months: days and weeks step
 * through the days in order and stop at the ends; week start and end stay in the week's row and month;
 * a month step keeps the day of the month where that month has it, else its last day. Null when the
 * move leaves the months.
 */
export function moveFocus(
  days: readonly CalendarCell[],
  months: readonly MonthBlock[],
  focused: string,
  how: DayMove,
): string | null {
  const index = days.findIndex((cell) => cell.date.toString() === focused);
  const current = days[index];
  if (!current) return null;
  const dayAt = (target: number) =>
    days[Math.min(Math.max(target, 0), days.length - 1)]?.date.toString() ?? null;
  const blockIndex = months.findIndex(
    (block) => block.year === current.date.year && block.month === current.date.month,
  );
  switch (how) {
    case 'previousDay':
      return dayAt(index - 1);
    case 'nextDay':
      return dayAt(index + 1);
    case 'previousWeek':
      return dayAt(index - 7);
    case 'nextWeek':
      return dayAt(index + 7);
    case 'weekStart':
    case 'weekEnd': {
      const week = months[blockIndex]?.weeks
        .find((row) => row.some((cell) => cell.date.toString() === focused))
        ?.filter(inMonth);
      return (how === 'weekStart' ? week?.[0] : week?.at(-1))?.date.toString() ?? null;
    }
    case 'previousMonth':
    case 'nextMonth': {
      const block = months[blockIndex + (how === 'nextMonth' ? 1 : -1)];
      const target = block ? monthDays([block]) : [];
      return target[Math.min(current.date.day, target.length) - 1]?.date.toString() ?? null;
    }
  }
}
