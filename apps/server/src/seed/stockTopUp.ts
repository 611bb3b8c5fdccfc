import { type CalendarDate, getDayOfWeek } from '@internationalized/date';
import type { TenantConfig } from '@venue/ticket-core';
import type { Insertable, Transaction } from 'kysely';
import type { Database, TimeSpanTable } from '../db/schema.ts';
import { catalogueFor, type ProductTemplate } from './catalogues.ts';
import { seededRandom } from './random.ts';

/** Days of stock kept ahead of today, today included. */
export const seedDays = 90;

/**
 * How much of the seeded stock is already sold: `varied` draws it per product and day from a seeded
 * generator (a believable calendar with few-stock and sold-out days, for visitors of a fresh start);
 * `open` sells nothing, so a test knows every slot has its full capacity unless it sells some itself.
 */
export const stockVarieties = ['varied', 'open'] as const;
export type StockVariety = (typeof stockVarieties)[number];

type Trx = Transaction<Database>;
type StockTemplate = Pick<ProductTemplate, 'slotMinutes' | 'open' | 'close' | 'capacity'> &
  Partial<Pick<ProductTemplate, 'closedWeekday' | 'showSoldOut'>>;

/** Set products are sold all day alongside their main product. */
const setProductHours = { slotMinutes: 0, open: '09:00', close: '21:00' } as const;

/**
 * Makes sure every product of a seeded tenant has stock for the `seedDays` days from `today`: adds the
 * days that have none (a stock day and its time slots, drawn from the product's catalogue template and,
 * for `varied` stock, a generator seeded by product and date), never touching a day that exists.
 * Idempotent.
 */
export async function topUpStock(
  trx: Trx,
  config: TenantConfig,
  today: CalendarDate,
  variety: StockVariety,
): Promise<void> {
  const catalogue = catalogueFor(config.kind);
  const dates = Array.from({ length: seedDays }, (_, offset) => today.add({ days: offset }));
  const last = dates[dates.length - 1]?.toString() ?? '';
  const products = await trx
    .selectFrom('products')
    .select(['id', 'uuid', 'product_type', 'position'])
    .where('tenant_id', '=', config.id)
    .execute();
  for (const product of products) {
    const isTicket = product.product_type === 'ticket';
    const setTemplate = catalogue.setProducts[product.position];
    const template: StockTemplate | undefined = isTicket
      ? catalogue.products[product.position]
      : setTemplate && { ...setProductHours, capacity: setTemplate.capacity };
    if (!template) continue;
    const stocked = await trx
      .selectFrom(isTicket ? 'stock_days' : 'time_spans')
      .select('date')
      .distinct()
      .where('product_id', '=', product.id)
      .where('date', '>=', today.toString())
      .where('date', '<=', last)
      .execute();
    const have = new Set(stocked.map((row) => row.date));
    const missing = dates.filter((date) => !have.has(date.toString()));
    if (missing.length === 0) continue;
    if (isTicket) {
      await trx
        .insertInto('stock_days')
        .values(
          missing.map((date) => ({
            product_id: product.id,
            date: date.toString(),
            closed:
              template.closedWeekday != null && getDayOfWeek(date, 'en-US') === template.closedWeekday
                ? 1
                : 0,
            is_sold_out_display_product: template.showSoldOut ? 1 : 0,
          })),
        )
        .execute();
    }
    const rows = missing.flatMap((date) => dayTimeSpans(product.id, product.uuid, template, date, variety));
    for (let index = 0; index < rows.length; index += 500) {
      await trx
        .insertInto('time_spans')
        .values(rows.slice(index, index + 500))
        .execute();
    }
  }
}

/** One day's time slots: none of their places sold, or (`varied`) some. */
function dayTimeSpans(
  productId: number,
  productUuid: string,
  template: StockTemplate,
  date: CalendarDate,
  variety: StockVariety,
): Insertable<TimeSpanTable>[] {
  const { capacity } = template;
  const sold = variety === 'varied' ? variedSales(`${productUuid}:${date.toString()}`, capacity) : () => 0;
  return slotTimes(template.open, template.close, template.slotMinutes).map(([start, end]) => ({
    product_id: productId,
    date: date.toString(),
    start_time: start,
    end_time: end,
    capacity,
    held: 0,
    sold: sold(),
  }));
}

/** Places sold per slot of one day: mostly open stock, some few-stock and some sold-out days. */
function variedSales(seed: string, capacity: number): () => number {
  const random = seededRandom(seed);
  const roll = random();
  if (roll < 0.06) return () => capacity;
  if (roll < 0.16) return () => capacity - 1 - Math.floor(random() * Math.min(3, capacity - 1));
  return () => Math.floor(random() * capacity * 0.6);
}

function slotTimes(open: string, close: string, minutes: number): [string, string][] {
  if (minutes === 0) return [[open, close]];
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const format = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  const slots: [string, string][] = [];
  for (let start = toMinutes(open); start + minutes <= toMinutes(close); start += minutes) {
    slots.push([format(start), format(start + minutes)]);
  }
  return slots;
}
