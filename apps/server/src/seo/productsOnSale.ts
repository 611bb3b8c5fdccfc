import type { LanguageCode } from '@venue/ticket-core';
import { type Kysely, sql } from 'kysely';
import { fromPrices } from '../catalog/catalog.ts';
import { venueToday } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { type StockStatus, stockStatus } from '../stock/dayStatus.ts';
import { localized } from '../text.ts';

/** A main product the web channel sells on some day from today on, as search engines are told of it. */
export interface ProductOnSale {
  uuid: string;
  saleType: 'period' | 'date' | 'time';
  name: string;
  description: string;
  imagePath: string | null;
  /** The cheapest ticket: base price plus the cheapest option. */
  price: number;
  /** First and last day with stock from today on (yyyy-MM-dd): the sales period. */
  firstDate: string;
  lastDate: string;
  /** Stock over the whole period: `few` and `sold_out` as the calendar judges a day. */
  stock: Exclude<StockStatus, 'closed'>;
}

/** What a product on sale is told by, selected and grouped by (its days and stock are summed up). */
const productColumns = [
  'p.id',
  'p.uuid',
  'p.sale_type',
  'p.name',
  'p.description',
  'p.image_path',
  'p.base_price',
  'p.position',
] as const;

/** The site's main web products with stock from today on, in catalogue order, named in `language`. */
export async function productsOnSale(
  db: Kysely<Database>,
  tenantId: string,
  language: LanguageCode,
): Promise<ProductOnSale[]> {
  const today = venueToday().toString();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('stock_days as d', 'd.product_id', 'p.id')
    .innerJoin('time_spans as t', (join) =>
      join.onRef('t.product_id', '=', 'd.product_id').onRef('t.date', '=', 'd.date'),
    )
    .select((eb) => [
      ...productColumns,
      eb.fn.min<string>('d.date').as('first_date'),
      eb.fn.max<string>('d.date').as('last_date'),
      eb.fn.sum<number>('t.capacity').as('capacity'),
      eb.fn.sum<number>(sql`t.capacity - t.held - t.sold`).as('remaining'),
      eb.fn.count<number>('t.id').as('spans'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.product_type', '=', 'ticket')
    .where('p.paused', '=', 0)
    .where(sql<string>`',' || p.channels || ','`, 'like', '%,web,%')
    .where('d.closed', '=', 0)
    .where('d.date', '>=', today)
    .groupBy(productColumns)
    .orderBy('p.position')
    .execute();
  const prices = await fromPrices(db, rows);
  return rows.flatMap((row): ProductOnSale[] => {
    const stock = stockStatus(
      {
        date: row.first_date,
        closed: false,
        capacity: Number(row.capacity),
        remaining: Number(row.remaining),
        spans: Number(row.spans),
      },
      today,
    );
    if (stock === 'closed') return [];
    return [
      {
        uuid: row.uuid,
        saleType: row.sale_type,
        name: localized(row.name, language),
        description: localized(row.description, language),
        imagePath: row.image_path,
        price: prices.get(row.id) ?? row.base_price,
        firstDate: row.first_date,
        lastDate: row.last_date,
        stock,
      },
    ];
  });
}
