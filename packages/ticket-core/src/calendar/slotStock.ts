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

/** A time slot is on sale until it ends (the server refuses orders for ended slots: 'ticket not on sale now'). */
export function isSlotOnSale(slot: { end_at: string }, now: Date): boolean {
  return Date.parse(slot.end_at) > now.getTime();
}
