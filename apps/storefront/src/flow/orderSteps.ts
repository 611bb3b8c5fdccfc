import type { OrderStep } from '@venue/ticket-core';

/** The order screen's parts as a visitor meets them, and whether the product is chosen before the date. */
export interface OrderLayout {
  steps: readonly OrderStep[];
  productFirst: boolean;
}

/**
 * The order screen's layout from the tenant's `orderSteps` (spec section 1: "Step order is per site").
 * A site whose steps name no product sells the product the entry URL names (`?id=`), or its only one;
 * with several on sale and none named, the visitor chooses the date on the calendar of all of them and
 * then one of those on sale that day, as on the sites that put the date before the product.
 */
export function orderLayout(steps: readonly OrderStep[], productGiven: boolean): OrderLayout {
  const product = steps.indexOf('product');
  const date = steps.indexOf('date');
  if (product >= 0) return { steps, productFirst: product < date };
  if (productGiven) return { steps, productFirst: true };
  return { steps: [...steps.slice(0, date + 1), 'product', ...steps.slice(date + 1)], productFirst: false };
}
