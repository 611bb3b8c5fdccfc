/** Prices are whole yen (spec section 1: "Prices are in yen"). Throws on fractions, negatives and NaN. */
export function assertYen(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number of yen (got ${value})`);
  }
  return value;
}

/** Throws unless `value` is a whole, non-negative count. */
export function assertCount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative count (got ${value})`);
  }
  return value;
}
