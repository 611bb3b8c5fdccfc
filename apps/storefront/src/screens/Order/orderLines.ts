import type { Body } from '@venue/ticket-core';

/** What a slot offers: its ticket kinds (spec 3: time_spans' options with id and add_cost). */
interface SlotOptions {
  options: ReadonlyArray<{ id: number; name: string; add_cost: number }>;
}

/** A set product on offer (spec 3: uuid, name, base_price, limit_min, limit_max). */
interface OfferedSet {
  uuid: string;
  name: string;
  base_price: number;
  limit_min: number;
  limit_max: number;
}

/** One ticket kind of a slot, with how many the visitor wants and its price (base price plus extra). */
export interface TicketLine {
  id: string;
  label: string;
  count: number;
  price: number;
}

export function ticketLines(
  basePrice: number,
  slot: SlotOptions | null,
  counts: Readonly<Record<string, number>>,
): TicketLine[] {
  return (slot?.options ?? []).map((option) => ({
    id: String(option.id),
    label: option.name,
    count: counts[String(option.id)] ?? 0,
    price: basePrice + option.add_cost,
  }));
}

/** One set product offered with the slot, with how many the visitor wants. */
export interface SetLine {
  id: string;
  label: string;
  quantity: number;
  price: number;
}

export function setLines(
  sets: readonly OfferedSet[],
  quantities: Readonly<Record<string, number>>,
): SetLine[] {
  return sets.map((set) => ({
    id: set.uuid,
    label: set.name,
    quantity: quantities[set.uuid] ?? 0,
    price: set.base_price,
  }));
}

/** Whether every set product wanted is within its limits (none wanted is always fine). */
export function setsWithinLimits(
  sets: readonly OfferedSet[],
  quantities: Readonly<Record<string, number>>,
): boolean {
  return sets.every((set) => {
    const quantity = quantities[set.uuid] ?? 0;
    return quantity === 0 || (quantity >= set.limit_min && quantity <= set.limit_max);
  });
}

/** How many tickets the lines add up to. */
export const ticketCount = (lines: readonly TicketLine[]) =>
  lines.reduce((total, line) => total + line.count, 0);

/**
 * The chosen part of an order body (spec 7, POST /orders): the kinds wanted with their counts, the
 * quantity being their sum, and the set products wanted.
 */
export function chosenLines(
  lines: readonly TicketLine[],
  sets: readonly SetLine[],
): Pick<Body<'createOrder'>, 'quantity' | 'option_values' | 'set_products'> {
  const chosen = lines.filter((line) => line.count > 0);
  return {
    quantity: ticketCount(chosen),
    option_values: chosen.map((line) => ({ option_value_id: Number(line.id), quantity: line.count })),
    set_products: sets
      .filter((set) => set.quantity > 0)
      .map((set) => ({ uuid: set.id, quantity: set.quantity })),
  };
}
