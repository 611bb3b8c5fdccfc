/** Count of tickets across all kinds. */
export function totalCount(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((total, count) => total + count, 0);
}

/**
 * The highest count one kind may take: its own maximum, and no more than what is left of the order's
 * maximum once the other kinds are counted.
 */
export function itemMaximum(
  counts: Readonly<Record<string, number>>,
  id: string,
  itemMax: number,
  maxTotal: number,
): number {
  const own = counts[id] ?? 0;
  return Math.max(0, Math.min(itemMax, maxTotal - (totalCount(counts) - own)));
}
