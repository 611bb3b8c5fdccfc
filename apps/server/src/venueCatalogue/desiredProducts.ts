import type { CalendarDate } from '@internationalized/date';
import {
  type Catalogue,
  type CatalogueDay,
  type CatalogueProduct,
  productDay,
  setProductDay,
} from '@venue/ticket-core';
import type { ProductTable } from '../db/schema.ts';

/** The product columns a catalogue decides. */
export type ProductValues = Pick<
  ProductTable,
  | 'product_type'
  | 'sale_type'
  | 'channels'
  | 'name'
  | 'description'
  | 'naming_right'
  | 'caution'
  | 'image_path'
  | 'base_price'
  | 'limit_min'
  | 'limit_max'
  | 'position'
  | 'sale_from'
  | 'sale_until'
>;

/** A ticket type as the options table holds it: the product's base price plus its `add_cost`. */
export interface TicketTypeValues {
  key: string;
  name: string;
  add_cost: number;
  position: number;
}

/** A product (main or set) as the catalogue wants it in the database. */
export interface DesiredProduct {
  key: string;
  values: ProductValues;
  /** The ticket types of a main product; none for a set product. */
  tickets: TicketTypeValues[];
  /** Keys of the set products offered with it. */
  setProductKeys: string[];
  showSoldOut: boolean;
  dayOf(date: CalendarDate): CatalogueDay;
}

const json = (value: unknown) => JSON.stringify(value);

function mainProduct(catalogue: Catalogue, product: CatalogueProduct, position: number): DesiredProduct {
  // Spec 3: a day's price is the base price plus an option's extra cost; the cheapest ticket is the base.
  const basePrice = Math.min(...product.tickets.map((ticket) => ticket.price));
  return {
    key: product.key,
    values: {
      product_type: 'ticket',
      sale_type: product.saleType,
      channels: product.channels.join(','),
      name: json(product.name),
      description: product.description ? json(product.description) : '',
      naming_right: product.namingRight,
      caution: product.caution ? json(product.caution) : null,
      image_path: product.imagePath,
      base_price: basePrice,
      limit_min: product.minTickets,
      limit_max: product.maxTickets,
      position,
      sale_from: product.onSale?.from ?? null,
      sale_until: product.onSale?.until ?? null,
    },
    tickets: product.tickets.map((ticket, index) => ({
      key: ticket.key,
      name: json(ticket.name),
      add_cost: ticket.price - basePrice,
      position: index,
    })),
    setProductKeys: product.setProducts,
    showSoldOut: product.showSoldOut,
    dayOf: (date) => productDay(catalogue, product, date),
  };
}

/**
 * Every product of a catalogue as rows: set products first, then main products, each in catalogue
 * order (its position), as sites have always been seeded.
 */
export function desiredProducts(catalogue: Catalogue): DesiredProduct[] {
  const sets = catalogue.setProducts.map(
    (set, position): DesiredProduct => ({
      key: set.key,
      values: {
        product_type: 'set',
        sale_type: 'date',
        channels: 'web',
        name: json(set.name),
        description: json(set.description ?? set.name),
        naming_right: null,
        caution: null,
        image_path: set.imagePath,
        base_price: set.price,
        limit_min: set.minQuantity,
        limit_max: set.maxQuantity,
        position,
        sale_from: null,
        sale_until: null,
      },
      tickets: [],
      setProductKeys: [],
      showSoldOut: true,
      dayOf: (date) => setProductDay(catalogue, set.capacity, date),
    }),
  );
  return [
    ...sets,
    ...catalogue.products.map((product, position) => mainProduct(catalogue, product, position)),
  ];
}
