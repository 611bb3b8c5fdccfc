import { CalendarDate } from '@internationalized/date';
import { buildMonth, type CalendarColor, type MonthBlock, type StockRecord } from '@venue/ticket-core';

/** A fixed "today" so stories and tests never depend on the clock. */
export const fixedToday = new CalendarDate(2026, 12, 3);

const december: StockRecord[] = Array.from({ length: 31 }, (_, index) => {
  const day = index + 1;
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  const stock_status =
    day % 7 === 0 ? 'closed' : day === 12 || day === 13 ? 'sold_out' : day % 5 === 0 ? 'few' : 'normal';
  return {
    date,
    display_price: day % 6 === 0 ? 2500 : 2000,
    is_sold_out_display_product: day === 13,
    stock_status,
  };
});

const colors: CalendarColor[] = [
  { date: '2026-12-24', color_code: '#ffd6e0' },
  { date: '2026-12-25', color_code: '#ffd6e0' },
  { date: '2026-12-19', color_code: '#d6ecff' },
];

/** December 2026 with stock, and January 2027 before the sale opens (a disabled month). */
export function sampleMonths(weekOffset = 1): MonthBlock[] {
  return [
    buildMonth({ year: 2026, month: 12, today: fixedToday, records: december, colors, weekOffset }),
    buildMonth({
      year: 2027,
      month: 1,
      today: fixedToday,
      records: [],
      saleWindow: { start: new CalendarDate(2027, 2, 1) },
      weekOffset,
      disableMessage: '1月分の販売は準備中です',
    }),
  ];
}
