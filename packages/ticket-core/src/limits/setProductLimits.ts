/** Spec 3: a set product's quantity limits (`limit_min`, `limit_max`). */
export interface SetProductLimits {
  limit_min: number;
  limit_max: number;
}

/** Whether `quantity` of a set product may be ordered: none at all, or between its limits. */
export function withinSetProductLimits(set: SetProductLimits, quantity: number): boolean {
  return quantity === 0 || (quantity >= set.limit_min && quantity <= set.limit_max);
}
