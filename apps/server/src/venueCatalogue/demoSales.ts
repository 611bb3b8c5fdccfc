import { seededRandom } from '../seed/random.ts';

/**
 * How much of a newly added day's stock is already sold: `varied` draws it per product and day from a
 * seeded generator (a believable calendar with few-stock and sold-out days, for visitors of a
 * development start); `open` sells nothing, as a real venue's new days are, and as tests expect.
 */
export const stockVarieties = ['varied', 'open'] as const;
export type StockVariety = (typeof stockVarieties)[number];

/** Places already sold per slot of one new day of a product. */
export function demoSales(variety: StockVariety, seed: string, capacity: number): () => number {
  if (variety === 'open' || capacity === 0) return () => 0;
  const random = seededRandom(seed);
  const roll = random();
  if (roll < 0.06) return () => capacity;
  if (roll < 0.16) return () => capacity - 1 - Math.floor(random() * Math.min(3, capacity - 1));
  return () => Math.floor(random() * capacity * 0.6);
}
