/**
 * The quantity a set product takes when the visitor asks for `requested`: none, or between its
 * `limit_min` and `limit_max`. Stepping up from none jumps to the minimum; stepping below the minimum
 * goes back to none.
 */
export function setQuantity(previous: number, requested: number, limitMin: number, limitMax: number): number {
  if (requested <= 0) return 0;
  if (requested >= limitMax) return limitMax;
  if (requested >= limitMin) return requested;
  return requested > previous ? Math.min(limitMin, limitMax) : 0;
}
