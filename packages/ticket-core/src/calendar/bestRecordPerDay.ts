import type { StockRecord } from './dayState.ts';

const rank: Record<string, number> = { normal: 0, few: 1, sold_out: 2, closed: 3 };
const rankOf = (record: StockRecord) => rank[record.stock_status] ?? rank.normal ?? 0;

/**
 * For sites that pick the date before the product: one record per day over all products, the most
 * available status (normal, few, sold out, closed) and the lowest price among the products on sale.
 */
export function bestRecordPerDay(records: readonly StockRecord[]): StockRecord[] {
  const byDay = new Map<string, StockRecord>();
  for (const record of records) {
    const day = record.date.slice(0, 10);
    const best = byDay.get(day);
    if (!best) {
      byDay.set(day, { ...record, date: day });
      continue;
    }
    const better = rankOf(record) < rankOf(best) ? record : best;
    const onSale = [best, record].filter((entry) => rankOf(entry) <= 1);
    const price =
      onSale.length > 0 ? Math.min(...onSale.map((entry) => entry.display_price)) : better.display_price;
    byDay.set(day, {
      date: day,
      stock_status: better.stock_status,
      display_price: price,
      is_sold_out_display_product: best.is_sold_out_display_product || record.is_sold_out_display_product,
    });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}
