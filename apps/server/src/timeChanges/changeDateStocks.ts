import { checksSetProductStock, type DayState, dayState } from '@venue/ticket-core';
import { sql } from 'kysely';
import { checkPeriod, dayStock, stockRecords } from '../catalog/catalog.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { releaseExpiredHolds } from '../stock/holds.ts';
import { changeableReservation, setTicketGroups } from './timeChangeAccess.ts';

/** A day state of the calendar as the `stock_status` of a stock record. */
const statusOfState: Record<DayState, 'few' | 'sold_out' | 'closed' | 'normal'> = {
  empty: 'closed',
  disable: 'closed',
  close: 'closed',
  'sold-out': 'sold_out',
  'few-stock': 'few',
  normal: 'normal',
};

export const changeDateStockHandlers = {
  /**
   * The reservation's product's stock records, each day's state decided by spec 4's rules for the
   * reservation: sold out when no slot has room for all its admissions, or (Time_Change_Set_Product_Stock
   * 'false') when a set product it holds lacks stock that day.
   */
  async getChangeDateStocks({ db, tenant }, { params, query }) {
    checkPeriod(query.from, query.to);
    const { reservation, tickets, admissions } = await changeableReservation(
      db.kysely,
      tenant.id,
      params.reservation_token,
    );
    await releaseExpiredHolds(db.kysely, tenant.id);
    const product = await db.kysely
      .selectFrom('products')
      .selectAll()
      .where('id', '=', reservation.product_id)
      .executeTakeFirstOrThrow();
    const records = await stockRecords(db.kysely, [product], query.from, query.to);
    const sets = setTicketGroups(tickets);
    const remaining = await db.kysely
      .selectFrom('time_spans')
      .select(['product_id', 'date', (eb) => eb.fn.max<number>(sql`capacity - held - sold`).as('remaining')])
      .where('product_id', 'in', [product.id, ...sets.map((set) => set.productId)])
      .where('date', '>=', query.from)
      .where('date', '<=', query.to)
      .groupBy(['product_id', 'date'])
      .execute();
    const remainingOf = (productId: number, date: string) => {
      const row = remaining.find((entry) => entry.product_id === productId && entry.date === date);
      return row ? Number(row.remaining) : undefined;
    };
    const settings = await db.kysely
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    return records.map(({ product_uuid: _uuid, ...record }) => {
      const state = dayState({
        record,
        maxStock: remainingOf(product.id, record.date) ?? 0,
        ticketsWanted: admissions,
        setProducts: sets.map((set) => ({
          quantity: set.quantity,
          remainingStock: remainingOf(set.productId, record.date),
        })),
        checkSetProductStock: checksSetProductStock(settings),
      });
      return { ...record, stock_status: statusOfState[state] };
    });
  },

  /** The day stock of the reservation's product on `date`, with the admissions to move and the slot now. */
  async getChangeDateDayStock({ db, tenant }, { params, query }) {
    const { reservation, admissions } = await changeableReservation(
      db.kysely,
      tenant.id,
      params.reservation_token,
    );
    await releaseExpiredHolds(db.kysely, tenant.id);
    const product = await db.kysely
      .selectFrom('products')
      .select('uuid')
      .where('id', '=', reservation.product_id)
      .executeTakeFirstOrThrow();
    const { product: _product, ...stock } = await dayStock(
      db.kysely,
      tenant.id,
      product.uuid,
      query.date,
      query.lang,
    );
    return { ...stock, quantity: admissions, current_time_span_id: reservation.time_span_id };
  },
} satisfies Partial<Handlers>;
