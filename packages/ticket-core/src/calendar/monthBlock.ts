import { CalendarDate, endOfMonth, getDayOfWeek } from '@internationalized/date';
import { type DayState, type DayStateInput, dayState, type StockRecord } from './dayState.ts';
import { formatStockDate } from './tokyoDate.ts';

/** A colour of GET /calendar/colors. */
export interface CalendarColor {
  date: string;
  color_code: string;
}

/** Spec section 3: "Calendar cell: day, previous/next-month flags, state, price, sold-out-display flag, colour code." */
export interface CalendarCell {
  date: CalendarDate;
  day: number;
  isPreviousMonth: boolean;
  isNextMonth: boolean;
  state: DayState;
  price: number | null;
  isSoldOutDisplay: boolean;
  colorCode: string | null;
}

/** Spec section 3: "Month block: year, month, cell table, status (active or disable), disable message." */
export interface MonthBlock {
  year: number;
  month: number;
  weeks: CalendarCell[][];
  status: 'active' | 'disable';
  disableMessage: string;
}

/** Spec section 9: "week offset default 1" — weeks start on Monday; 0 starts them on Sunday. */
export const defaultWeekOffset = 1;

export interface SaleWindow {
  start?: CalendarDate;
  end?: CalendarDate;
}

export interface MonthOptions {
  year: number;
  month: number;
  /** Today in Tokyo (`todayInTokyo(new Date())`); earlier days are disabled. */
  today: CalendarDate;
  records: readonly StockRecord[];
  colors?: readonly CalendarColor[];
  saleWindow?: SaleWindow;
  weekOffset?: number;
  /** Per-day details beyond the stock record (day stock, demand, set products), keyed yyyy-MM-dd. */
  dayDetails?: (date: string) => Omit<DayStateInput, 'record' | 'disabled'>;
  /** Shown when no day of the month can be chosen. */
  disableMessage?: string;
}

function isOutsideSale(date: CalendarDate, today: CalendarDate, window: SaleWindow): boolean {
  if (date.compare(today) < 0) return true;
  if (window.start && date.compare(window.start) < 0) return true;
  return window.end !== undefined && date.compare(window.end) > 0;
}

/** The first date shown in the month's grid: the start of the week holding the 1st. */
export function gridStart(year: number, month: number, weekOffset = defaultWeekOffset): CalendarDate {
  const first = new CalendarDate(year, month, 1);
  const weekday = getDayOfWeek(first, 'en-US', 'sun');
  return first.subtract({ days: (weekday - weekOffset + 7) % 7 });
}

/** The yyyy-MM-dd range the month's grid covers, for from/to queries. */
export function gridRange(year: number, month: number, weekOffset = defaultWeekOffset) {
  const start = gridStart(year, month, weekOffset);
  const last = endOfMonth(new CalendarDate(year, month, 1));
  const weeks = Math.ceil((last.compare(start) + 1) / 7);
  return { from: formatStockDate(start), to: formatStockDate(start.add({ days: weeks * 7 - 1 })) };
}

/** Builds one month of the calendar: whole weeks, padding days of the next/previous month 'empty'. */
export function buildMonth(options: MonthOptions): MonthBlock {
  const { year, month, today, saleWindow = {}, weekOffset = defaultWeekOffset } = options;
  const records = new Map(options.records.map((record) => [record.date.slice(0, 10), record]));
  const colors = new Map((options.colors ?? []).map((color) => [color.date.slice(0, 10), color.color_code]));
  const start = gridStart(year, month, weekOffset);
  const { to } = gridRange(year, month, weekOffset);
  const weeks: CalendarCell[][] = [];
  let selectable = false;
  for (let date = start; formatStockDate(date) <= to; date = date.add({ days: 1 })) {
    if (weeks.length === 0 || weeks.at(-1)?.length === 7) weeks.push([]);
    const key = formatStockDate(date);
    const inMonth = date.month === month;
    const record = records.get(key);
    const state = inMonth
      ? dayState({
          ...options.dayDetails?.(key),
          record,
          disabled: isOutsideSale(date, today, saleWindow),
        })
      : 'empty';
    if (state !== 'empty' && state !== 'disable') selectable = true;
    weeks.at(-1)?.push({
      date,
      day: date.day,
      isPreviousMonth: date.compare(new CalendarDate(year, month, 1)) < 0,
      isNextMonth: !inMonth && date.compare(new CalendarDate(year, month, 1)) > 0,
      state,
      price: inMonth && record ? record.display_price : null,
      isSoldOutDisplay: inMonth && record ? record.is_sold_out_display_product : false,
      colorCode: inMonth ? (colors.get(key) ?? null) : null,
    });
  }
  return {
    year,
    month,
    weeks,
    status: selectable ? 'active' : 'disable',
    disableMessage: selectable ? '' : (options.disableMessage ?? ''),
  };
}

/**
 * A month whose stock is still being asked for: the grid `buildMonth` gives it, every day of the month
 * disabled and without price or mark, the month itself active (no disable message). A calendar shows it
 * meanwhile, so it keeps its size when the stock arrives and nothing below it moves.
 */
export function pendingMonth(year: number, month: number, weekOffset = defaultWeekOffset): MonthBlock {
  const block = buildMonth({ year, month, weekOffset, today: new CalendarDate(year, month, 1), records: [] });
  const weeks = block.weeks.map((week) =>
    week.map((cell): CalendarCell => (cell.state === 'empty' ? cell : { ...cell, state: 'disable' })),
  );
  return { ...block, weeks, status: 'active', disableMessage: '' };
}
