import { checkInWindow, type LanguageCode } from '@venue/ticket-core';
import { type Kysely, sql, type Transaction } from 'kysely';
import { nowMs, parseIsoDate, venueNow, venueToday } from '../clock.ts';
import type { Database, Product } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { stockStatus } from '../stock/dayStatus.ts';
import { localized, venueDateTime } from '../text.ts';

type Reader = Kysely<Database> | Transaction<Database>;

/** A payment method's discount in words, per language: a percentage or yen off. */
export const discountDescriptions: Record<
  LanguageCode,
  Record<'percent' | 'fixed', (amount: number) => string>
> = {
  ja: { percent: (n) => `${n}%オフ`, fixed: (n) => `${n}円引き` },
  en: { percent: (n) => `${n}% off`, fixed: (n) => `${n} yen off` },
  'zh-hans': { percent: (n) => `优惠${n}%`, fixed: (n) => `减${n}日元` },
  'zh-hant': { percent: (n) => `優惠${n}%`, fixed: (n) => `減${n}日圓` },
  kr: { percent: (n) => `${n}% 할인`, fixed: (n) => `${n}엔 할인` },
  th: { percent: (n) => `ลด ${n}%`, fixed: (n) => `ลด ${n} เยน` },
};

/** Longest period a stock search may cover, in days. */
const maxSearchDays = 100;

export function checkPeriod(from: string, to: string): void {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end || end.compare(start) < 0 || end.compare(start) > maxSearchDays) {
    throw new DomainError('invalidRequest');
  }
}

/** Main products of a tenant sold on a channel, in catalogue order. */
export function channelProducts(db: Reader, tenantId: string, channel: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('product_type', '=', 'ticket')
    .where('stopped', '=', 0)
    .where(sql<string>`',' || channels || ','`, 'like', `%,${channel},%`)
    .orderBy('position')
    .execute();
}

/** Cheapest ticket of each product: its base price plus its cheapest option. */
export async function fromPrices(
  db: Reader,
  products: Pick<Product, 'id' | 'base_price'>[],
): Promise<Map<number, number>> {
  const prices = new Map(products.map((product) => [product.id, product.base_price]));
  if (products.length === 0) return prices;
  const cheapest = await db
    .selectFrom('options')
    .select(['product_id', (eb) => eb.fn.min<number>('add_cost').as('add_cost')])
    .where(
      'product_id',
      'in',
      products.map((product) => product.id),
    )
    .where('stopped', '=', 0)
    .groupBy('product_id')
    .execute();
  for (const row of cheapest)
    prices.set(row.product_id, (prices.get(row.product_id) ?? 0) + Number(row.add_cost));
  return prices;
}

/**
 * Stock records per product and day in [from, to]. Today counts only the slots still on sale (as
 * createOrder judges: a timed slot until it ends, a day ticket until midnight), so a day whose slots have
 * all ended shows closed; every day of a product whose sales the console paused shows closed.
 */
export async function stockRecords(db: Reader, products: Product[], from: string, to: string) {
  if (products.length === 0) return [];
  const now = venueNow();
  const dayTicketIds = products
    .filter((product) => product.sale_type === 'date')
    .map((product) => product.id);
  const rows = await db
    .selectFrom('stock_days as d')
    .leftJoin('time_spans as t', (join) =>
      join
        .onRef('t.product_id', '=', 'd.product_id')
        .onRef('t.date', '=', 'd.date')
        .on('t.closed', '=', 0)
        .on((eb) =>
          eb.or([
            eb('t.date', '!=', now.date),
            eb('t.end_time', '>', now.time),
            ...(dayTicketIds.length > 0 ? [eb('t.product_id', 'in', dayTicketIds)] : []),
          ]),
        ),
    )
    .select((eb) => [
      'd.product_id',
      'd.date',
      'd.closed',
      'd.is_sold_out_display_product',
      eb.fn.coalesce(eb.fn.sum<number>('t.capacity'), sql<number>`0`).as('capacity'),
      eb.fn.coalesce(eb.fn.sum<number>(sql`t.capacity - t.held - t.sold`), sql<number>`0`).as('remaining'),
      eb.fn.count<number>('t.id').as('spans'),
    ])
    .where(
      'd.product_id',
      'in',
      products.map((product) => product.id),
    )
    .where('d.date', '>=', from)
    .where('d.date', '<=', to)
    .groupBy(['d.product_id', 'd.date', 'd.closed', 'd.is_sold_out_display_product'])
    .orderBy('d.date')
    .orderBy('d.product_id')
    .execute();
  const prices = await fromPrices(db, products);
  const uuids = new Map(products.map((product) => [product.id, product.uuid]));
  const paused = new Set(products.filter((product) => product.paused === 1).map((product) => product.id));
  const today = venueToday().toString();
  return rows.map((row) => {
    const status = stockStatus(
      {
        date: row.date,
        closed: row.closed === 1 || paused.has(row.product_id),
        capacity: Number(row.capacity),
        remaining: Number(row.remaining),
        spans: Number(row.spans),
      },
      today,
    );
    return {
      product_uuid: uuids.get(row.product_id) ?? '',
      date: row.date,
      display_price: prices.get(row.product_id) ?? 0,
      // The day shows as sold out (the product's setting) only when it is sold out.
      is_sold_out_display_product: row.is_sold_out_display_product === 1 && status === 'sold_out',
      stock_status: status,
    };
  });
}

/** The product of `id`, known to exist (an order's, a reservation's). */
export function productById(db: Reader, id: number): Promise<Product> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function productByUuid(db: Reader, tenantId: string, uuid: string): Promise<Product> {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!product) throw new DomainError('recordNotFound');
  return product;
}

/** Time slots of products on dates, with their free stock. */
function timeSpansOf(db: Reader, productIds: number[], from: string, to: string) {
  return db
    .selectFrom('time_spans')
    .selectAll()
    .where('product_id', 'in', productIds)
    .where('closed', '=', 0)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('start_time')
    .execute();
}

/** Day stock of a product (spec section 3): its time slots with free stock and ticket options. */
export async function dayStock(trx: Reader, tenantId: string, uuid: string, date: string, lang: string) {
  const product = await productByUuid(trx, tenantId, uuid);
  const [record] = await stockRecords(trx, [product], date, date);
  if (!record) throw new DomainError('noStockRegistered');
  const options = await trx
    .selectFrom('options')
    .selectAll()
    .where('product_id', '=', product.id)
    .where('stopped', '=', 0)
    .orderBy('position')
    .execute();
  const now = nowMs();
  const spans =
    record.stock_status === 'closed'
      ? []
      : (await timeSpansOf(trx, [product.id], date, date)).filter(
          // Slots whose sales have ended (as createOrder judges) are left out.
          (span) => checkInWindow(span, product.sale_type).closes > now,
        );
  return {
    product,
    uuid: product.uuid,
    base_price: product.base_price,
    product_stock_status: { is_few: record.stock_status === 'few' },
    time_spans: spans.map((span) => ({
      time_span_id: span.id,
      start_at: venueDateTime(span.date, span.start_time),
      end_at: venueDateTime(span.date, span.end_time),
      stock_count: span.capacity,
      remaining_stock: Math.max(0, span.capacity - span.held - span.sold),
      options: options.map((option) => ({
        id: option.id,
        name: localized(option.name, lang),
        add_cost: option.add_cost,
      })),
    })),
  };
}

/** Set products offered with the main products of the given time slots, with their slots in [from, to]. */
export async function setProductsFor(
  trx: Reader,
  tenantId: string,
  mainTimeSpanIds: number[],
  from: string,
  to: string,
  lang: string,
) {
  if (mainTimeSpanIds.length === 0) return [];
  const links = await trx
    .selectFrom('set_products as l')
    .innerJoin('products as s', 's.id', 'l.set_product_id')
    .innerJoin('time_spans as m', 'm.product_id', 'l.main_product_id')
    .selectAll('s')
    .select('l.quantity as default_quantity')
    .where('m.id', 'in', mainTimeSpanIds)
    .where('s.tenant_id', '=', tenantId)
    .where('s.stopped', '=', 0)
    .distinct()
    .orderBy('s.position')
    .execute();
  if (links.length === 0) return [];
  const spans = await timeSpansOf(
    trx,
    links.map((link) => link.id),
    from,
    to,
  );
  return links.map((link) => ({
    uuid: link.uuid,
    name: localized(link.name, lang),
    description: localized(link.description, lang),
    image_path: link.image_path,
    base_price: link.base_price,
    time_spans: spans
      .filter((span) => span.product_id === link.id)
      .map((span) => ({
        time_span_id: span.id,
        start_at: venueDateTime(span.date, span.start_time),
        end_at: venueDateTime(span.date, span.end_time),
        stock_count: span.capacity,
        remaining_stock: Math.max(0, span.capacity - span.held - span.sold),
      })),
    limit_max: link.limit_max,
    limit_min: link.limit_min,
    quantity: link.default_quantity,
  }));
}
