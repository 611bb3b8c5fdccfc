import type { dateSelectionModes } from '../api/endpoints/shared.ts';
import { calendarTimeZone, parseStockDate } from './tokyoDate.ts';

/** A time slot counts as low on stock at or below this share of its stock (or 3 tickets, whichever is more). */
export const fewStockShare = 0.2;

/**
 * Whether a time slot shows the low-stock message (spec section 9: "A low-stock message takes a
 * count"): some tickets remain, but no more than a fifth of the slot's stock or 3.
 */
export function isSlotFewStock(slot: { remaining_stock: number; stock_count: number }): boolean {
  const threshold = Math.max(3, Math.floor(slot.stock_count * fewStockShare));
  return slot.remaining_stock > 0 && slot.remaining_stock <= threshold;
}

/**
 * A time slot is on sale until it can no longer be used (the server then refuses orders: 'ticket not on
 * sale now'): until it ends, or for a product sold by date (a day ticket, valid its whole day) until its
 * day ends in Tokyo.
 */
export function isSlotOnSale(
  slot: { start_at: string; end_at: string },
  mode: (typeof dateSelectionModes)[number],
  now: Date,
): boolean {
  const until =
    mode === 'date'
      ? parseStockDate(slot.start_at).add({ days: 1 }).toDate(calendarTimeZone).getTime()
      : Date.parse(slot.end_at);
  return until > now.getTime();
}
