import { type CalendarDate, getDayOfWeek } from '@internationalized/date';
import type { TenantConfig } from '@venue/ticket-core';
import type { Insertable, Transaction } from 'kysely';
import type { Database, TimeSpanTable } from '../db/schema.ts';
import { catalogueFor, type ProductTemplate } from './catalogues.ts';
import { seededRandom } from './random.ts';

/** Days of stock kept ahead of today, today included. */
export const seedDays = 90;

type Trx = Transaction<Database>;
type StockTemplate = Pick<ProductTemplate, 'slotMinutes' | 'open' | 'close' | 'capacity'> &
  Partial<Pick<ProductTemplate, 'closedWeekday' | 'showSoldOut'>>;

/** Set products are sold all day alongside their main product. */
const setProductHours = { slotMinutes: 0, open: '09:00', close: '21:00' } as const;

/**
 * Makes sure every product of a seeded tenant has stock for the `seedDays` days from `today`: adds the
 * days that have none (a stock day and its time slots, drawn from the product's catalogue template and a
 * generator seeded by product and date), never touching a day that exists. Idempotent.
 */
export async function topUpStock(trx: Trx, config: TenantConfig, today: CalendarDate): Promise<void> {
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
    const rows = missing.flatMap((date) => dayTimeSpans(product.id, product.uuid, template, date));
    for (let index = 0; index < rows.length; index += 500) {
      await trx
        .insertInto('time_spans')
        .values(rows.slice(index, index + 500))
        .execute();
    }
  }
}

/** One day's time slots: mostly open stock, some few-stock and some sold-out days. */
function dayTimeSpans(
  productId: number,
  productUuid: string,
  template: StockTemplate,
  date: CalendarDate,
): Insertable<TimeSpanTable>[] {
  const random = seededRandom(`${productUuid}:${date.toString()}`);
  const roll = random();
  const { capacity } = template;
  return slotTimes(template.open, template.close, template.slotMinutes).map(([start, end]) => {
    let sold = Math.floor(random() * capacity * 0.6);
    if (roll < 0.06) sold = capacity;
    else if (roll < 0.16) sold = capacity - 1 - Math.floor(random() * Math.min(3, capacity - 1));
    return {
      product_id: productId,
      date: date.toString(),
      start_time: start,
      end_time: end,
      capacity,
      held: 0,
      sold,
    };
  });
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
