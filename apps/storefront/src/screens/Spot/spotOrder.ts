import type { Answer, Body, LanguageCode } from '@venue/ticket-core';

type SpotStock = Answer<'getSpotStocks'>;
type Slot = SpotStock['time_spans'][number];
type SetProduct = Answer<'searchSpotSetProducts'>[number];

/** One ticket kind of a slot, with how many the visitor wants and its price (base price plus extra). */
export interface TicketLine {
  id: string;
  label: string;
  count: number;
  price: number;
}

export function ticketLines(
  stock: SpotStock,
  slot: Slot | null,
  counts: Record<string, number>,
): TicketLine[] {
  return (slot?.options ?? []).map((option) => ({
    id: String(option.id),
    label: option.name,
    count: counts[String(option.id)] ?? 0,
    price: stock.base_price + option.add_cost,
  }));
}

/** One set product offered with the slot, with how many the visitor wants. */
export interface SetLine {
  id: string;
  label: string;
  quantity: number;
  price: number;
}

export function setLines(sets: readonly SetProduct[], quantities: Record<string, number>): SetLine[] {
  return sets.map((set) => ({
    id: set.uuid,
    label: set.name,
    quantity: quantities[set.uuid] ?? 0,
    price: set.base_price,
  }));
}

/** Whether every set product wanted is within its limits (none wanted is always fine). */
export function setsWithinLimits(sets: readonly SetProduct[], quantities: Record<string, number>): boolean {
  return sets.every((set) => {
    const quantity = quantities[set.uuid] ?? 0;
    return quantity === 0 || (quantity >= set.limit_min && quantity <= set.limit_max);
  });
}

/**
 * The spot order of the chosen slot, counts and set products, for the product of the QR token (spec 7:
 * the orders body plus qr_token).
 */
export function spotOrderBody(
  qrToken: string,
  lang: LanguageCode,
  stock: SpotStock,
  slot: Slot,
  lines: readonly TicketLine[],
  sets: readonly SetLine[] = [],
): Body<'createSpotOrder'> {
  const chosen = lines.filter((line) => line.count > 0);
  return {
    lang,
    qr_token: qrToken,
    product_uuid: stock.uuid,
    time_span_id: slot.time_span_id,
    quantity: chosen.reduce((total, line) => total + line.count, 0),
    option_values: chosen.map((line) => ({ option_value_id: Number(line.id), quantity: line.count })),
    set_products: sets
      .filter((set) => set.quantity > 0)
      .map((set) => ({ uuid: set.id, quantity: set.quantity })),
  };
}
