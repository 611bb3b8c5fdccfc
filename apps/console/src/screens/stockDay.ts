import { type Answer, buildMonth, parseStockDate } from '@venue/ticket-core';
import { formatSlot } from '../app/format.ts';

export type StockMonth = Answer<'getConsoleStock'>;
export type StockDay = StockMonth['days'][number];
export type StockSlot = StockDay['slots'][number];

/** The `HH:MM–HH:MM` of a slot. */
export const slotTime = (slot: StockSlot) => formatSlot(slot.start_at, slot.end_at);

/**
 * The month of the stock on the calendar: each day marked by its stock status (days before today and
 * without stock closed), no price.
 */
export function stockMonthBlock(stock: StockMonth) {
  const [year = 0, month = 0] = stock.month.split('-').map(Number);
  return buildMonth({
    year,
    month,
    today: parseStockDate(stock.today),
    records: stock.days.map((day) => ({
      date: day.date,
      display_price: 0,
      is_sold_out_display_product: false,
      stock_status: day.stock_status,
    })),
  });
}
