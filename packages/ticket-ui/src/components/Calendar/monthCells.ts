import type { CalendarDate } from '@internationalized/date';
import type { CalendarCell, DayState, MonthBlock } from '@venue/ticket-core';

/** States a visitor may pick. */
const selectableStates: readonly DayState[] = ['normal', 'few-stock'];

/** The days of the months, keyed by yyyy-MM-dd (padding days of neighbouring months left out). */
export function cellsByDate(months: readonly MonthBlock[]): Map<string, CalendarCell> {
  const cells = new Map<string, CalendarCell>();
  for (const block of months) {
    for (const cell of block.weeks.flat()) {
      if (!cell.isPreviousMonth && !cell.isNextMonth) cells.set(cell.date.toString(), cell);
    }
  }
  return cells;
}

export function isSelectable(cell: CalendarCell | undefined): boolean {
  return cell !== undefined && selectableStates.includes(cell.state);
}

/** The first selectable day, to open the calendar on when nothing is chosen. */
export function firstSelectableDate(cells: Map<string, CalendarCell>): CalendarDate | undefined {
  return [...cells.values()].find(isSelectable)?.date;
}
