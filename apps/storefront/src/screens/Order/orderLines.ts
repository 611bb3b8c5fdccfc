import {
  type Body,
  type SetProductLimits,
  type SetProductLine,
  type TicketLine,
  ticketCount,
  withinSetProductLimits,
} from '@venue/ticket-core';

/** What a slot offers: its ticket kinds (spec 3: time_spans' options with id and add_cost). */
interface SlotOptions {
  options: ReadonlyArray<{ id: number; name: string; add_cost: number }>;
}

/** A set product on offer (spec 3: uuid, name, base_price, limit_min, limit_max). */
interface OfferedSet extends SetProductLimits {
  uuid: string;
  name: string;
  base_price: number;
}

/** One ticket kind (option) of a slot: core's ticket line, named, with the option's id. */
export interface OptionLine extends TicketLine {
  optionId: number;
  label: string;
}

/** Each ticket kind of the slot, with how many the visitor wants (`counts` by option id) and its price. */
export function ticketLines(
  basePrice: number,
  slot: SlotOptions | null,
  counts: Readonly<Record<string, number>>,
): OptionLine[] {
  return (slot?.options ?? []).map((option) => ({
    optionId: option.id,
    label: option.name,
    count: counts[option.id] ?? 0,
    price: basePrice + option.add_cost,
  }));
}

/** One set product offered with the slot: core's set product line, named, with its uuid. */
export interface SetLine extends SetProductLine {
  uuid: string;
  label: string;
}

export function setLines(
  sets: readonly OfferedSet[],
  quantities: Readonly<Record<string, number>>,
): SetLine[] {
  return sets.map((set) => ({
    uuid: set.uuid,
    label: set.name,
    quantity: quantities[set.uuid] ?? 0,
    price: set.base_price,
  }));
}

/** Whether every set product wanted is within its limits (core's `withinSetProductLimits`). */
export function setsWithinLimits(
  sets: readonly OfferedSet[],
  quantities: Readonly<Record<string, number>>,
): boolean {
  return sets.every((set) => withinSetProductLimits(set, quantities[set.uuid] ?? 0));
}

/**
 * The chosen part of an order body (spec 7, POST /orders): the kinds wanted with their counts, the
 * quantity being their sum, and the set products wanted.
 */
export function chosenLines(
  lines: readonly OptionLine[],
  sets: readonly SetLine[],
): Pick<Body<'createOrder'>, 'quantity' | 'option_values' | 'set_products'> {
  const chosen = lines.filter((line) => line.count > 0);
  return {
    quantity: ticketCount(chosen),
    option_values: chosen.map((line) => ({ option_value_id: line.optionId, quantity: line.count })),
    set_products: sets
      .filter((set) => set.quantity > 0)
      .map((set) => ({ uuid: set.uuid, quantity: set.quantity })),
  };
}

/** The lines of the order's price summary: each ticket kind and set product wanted, with its amount. */
export function summaryLines(lines: readonly OptionLine[], sets: readonly SetLine[]) {
  const priced = (id: string, label: string, quantity: number, price: number) => ({
    id,
    label,
    quantity,
    amount: quantity * price,
  });
  return [
    ...lines.map((line) => priced(String(line.optionId), line.label, line.count, line.price)),
    ...sets.map((set) => priced(set.uuid, set.label, set.quantity, set.price)),
  ].filter((line) => line.quantity > 0);
}
