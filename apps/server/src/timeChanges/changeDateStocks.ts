import { checksSetProductStock, type DayState, dayState } from '@venue/ticket-core';
import { type Kysely, sql } from 'kysely';
import { dayStock, productById, stockRecords } from '../catalog/catalog.ts';
import { siteSettings } from '../catalog/site.ts';
import type { Database } from '../db/schema.ts';
import { releaseExpiredHolds } from '../orders/holdExpiry.ts';
import { changeableReservation, setTicketGroups } from './timeChangeAccess.ts';

/** A day state of the calendar as the `stock_status` of a stock record. */
export const statusOfState: Record<DayState, 'few' | 'sold_out' | 'closed' | 'normal'> = {
  empty: 'closed',
  disable: 'closed',
  close: 'closed',
  'sold-out': 'sold_out',
  'few-stock': 'few',
  normal: 'normal',
};

/**
 * A reservation whose date is to change, with its product, read with fresh stock: what the calendar and
 * the day stock of another date start from.
 */
async function changingReservation(db: Kysely<Database>, tenantId: string, reservationToken: string) {
  const changing = await changeableReservation(db, tenantId, reservationToken);
  await releaseExpiredHolds(db, tenantId);
  return { ...changing, product: await productById(db, changing.reservation.product_id) };
}

/** The most free stock of one slot of each product on each day from `from` to `to`. */
async function freestSlots(db: Kysely<Database>, productIds: number[], from: string, to: string) {
  const rows = await db
    .selectFrom('time_spans')
    .select(['product_id', 'date', (eb) => eb.fn.max<number>(sql`capacity - held - sold`).as('remaining')])
    .where('product_id', 'in', productIds)
    .where('closed', '=', 0)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy(['product_id', 'date'])
    .execute();
  return (productId: number, date: string) => {
    const row = rows.find((entry) => entry.product_id === productId && entry.date === date);
    return row ? Number(row.remaining) : undefined;
  };
}

/**
 * The reservation's product's stock records, each day's state decided by spec 4's rules for the
 * reservation: sold out when no slot has room for all its admissions, or (Time_Change_Set_Product_Stock
 * 'false') when a set product it holds lacks stock that day.
 */
export async function changeDateStocks(
  db: Kysely<Database>,
  tenantId: string,
  reservationToken: string,
  from: string,
  to: string,
) {
  const { product, tickets, admissions } = await changingReservation(db, tenantId, reservationToken);
  const records = await stockRecords(db, [product], from, to);
  const sets = setTicketGroups(tickets);
  const remainingOf = await freestSlots(db, [product.id, ...sets.map((set) => set.productId)], from, to);
  const checkSetProductStock = checksSetProductStock(await siteSettings(db, tenantId));
  return records.map(({ product_uuid: _uuid, ...record }) => {
    const state = dayState({
      record,
      maxStock: remainingOf(product.id, record.date) ?? 0,
      ticketsWanted: admissions,
      setProducts: sets.map((set) => ({
        quantity: set.quantity,
        remainingStock: remainingOf(set.productId, record.date),
      })),
      checkSetProductStock,
    });
    return { ...record, stock_status: statusOfState[state] };
  });
}

/** The day stock of the reservation's product on `date`, with the admissions to move and the slot now. */
export async function changeDateDayStock(
  db: Kysely<Database>,
  tenantId: string,
  reservationToken: string,
  query: { date: string; lang: string },
) {
  const { reservation, product, admissions } = await changingReservation(db, tenantId, reservationToken);
  const { product: _product, ...stock } = await dayStock(db, tenantId, product.uuid, query.date, query.lang);
  return { ...stock, quantity: admissions, current_time_span_id: reservation.time_span_id };
}
