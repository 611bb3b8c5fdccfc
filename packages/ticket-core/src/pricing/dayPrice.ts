import { assertCount, assertYen } from './yen.ts';

/** An option of a time slot in the day stock (`time_spans[].options`). */
export interface PricedOption {
  id: number | string;
  add_cost: number;
}

/** The part of a day stock's time slot that pricing reads. */
export interface PricedTimeSpan {
  options: readonly PricedOption[];
}

/** A set product as pricing reads it: its base price and the quantity added to one ticket. */
export interface PricedSetProduct {
  base_price: number;
  quantity: number;
}

/** Sum of a time slot's option extra costs. */
export function timeSpanOptionCost(timeSpan: PricedTimeSpan): number {
  return timeSpan.options.reduce((total, option) => total + assertYen(option.add_cost, 'add_cost'), 0);
}

/** Sum of set product base price x quantity. */
export function setProductsCost(setProducts: readonly PricedSetProduct[]): number {
  return setProducts.reduce(
    (total, product) =>
      total + assertYen(product.base_price, 'base_price') * assertCount(product.quantity, 'quantity'),
    0,
  );
}

/**
 * Spec section 9: "Day price is the lowest per-slot option extra-cost total plus the sum of set product
 * base price times quantity." A day without time slots has no option cost.
 */
export function dayPrice(
  timeSpans: readonly PricedTimeSpan[],
  setProducts: readonly PricedSetProduct[] = [],
): number {
  const optionCosts = timeSpans.map(timeSpanOptionCost);
  const lowest = optionCosts.length === 0 ? 0 : Math.min(...optionCosts);
  return lowest + setProductsCost(setProducts);
}
