/** Spec 3: a set product's quantity limits (`limit_min`, `limit_max`). */
export interface SetProductLimits {
  limit_min: number;
  limit_max: number;
}

/** Whether `quantity` of a set product may be ordered: none at all, or between its limits. */
export function withinSetProductLimits(set: SetProductLimits, quantity: number): boolean {
  return quantity === 0 || (quantity >= set.limit_min && quantity <= set.limit_max);
}

/**
 * The quantity a set product takes when the visitor asks for `requested`: none, or within its limits.
 * Stepping up from none jumps to the minimum; stepping below the minimum goes back to none.
 */
export function stepSetQuantity(set: SetProductLimits, previous: number, requested: number): number {
  if (requested <= 0) return 0;
  if (requested >= set.limit_max) return set.limit_max;
  if (requested >= set.limit_min) return requested;
  return requested > previous ? Math.min(set.limit_min, set.limit_max) : 0;
}
