import { checksSetProductStock, dayState } from '@venue/ticket-core';
import { sql } from 'kysely';
import { checkPeriod, dayStock, stockRecords } from '../catalog/catalog.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { releaseExpiredHolds } from '../stock/holds.ts';
import { localized } from '../text.ts';
import { statusOfState } from './changeDateStocks.ts';
import { changeableReservation, setTicketGroups } from './timeChangeAccess.ts';
import { checkoutTimeChange, createTimeChange, shownStatus, slotOf, timeChangeOf } from './timeChanges.ts';

export const timeChangeHandlers = {
  createTimeChange: (ctx, { params, body }) =>
    ctx.metrics.countHold(
      ctx.tenant.id,
      'time_change',
      createTimeChange(ctx, params.reservation_token, body),
    ),

  async getTimeChange({ db, tenant }, { params }) {
    const change = await timeChangeOf(db.kysely, tenant.id, params.timechange_token);
    const reservation = await db.kysely
      .selectFrom('reservations as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .select(['r.token', 'o.quantity', 'o.time_span_id', 'p.name'])
      .where('r.id', '=', change.reservation_id)
      .executeTakeFirstOrThrow();
    return {
      timechange_token: change.token,
      reservation_token: reservation.token,
      status: shownStatus(change),
      expires_at: change.expires_at,
      product_name: localized(reservation.name, change.lang),
      quantity: reservation.quantity,
      current: await slotOf(db.kysely, change.previous_time_span_id ?? reservation.time_span_id),
      requested: await slotOf(db.kysely, change.new_time_span_id),
      price_difference: change.price_difference,
    };
  },

  checkoutTimeChange: (ctx, { params, body }) =>
    checkoutTimeChange(ctx, params.timechange_token, body.payment_method_type, body.payment_token),

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
