import { checkPeriod } from '../catalog/catalog.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { changeDateDayStock, changeDateStocks } from './changeDateStocks.ts';
import { checkoutTimeChange, createTimeChange, timeChangeView } from './timeChanges.ts';

export const timeChangeHandlers = {
  createTimeChange: (ctx, { params, body }) =>
    ctx.metrics.countHold(
      ctx.tenant.id,
      'time_change',
      createTimeChange(ctx, params.reservation_token, body),
    ),

  getTimeChange: ({ db, tenant }, { params }) =>
    timeChangeView(db.kysely, tenant.id, params.timechange_token),

  checkoutTimeChange: (ctx, { params, body }) =>
    checkoutTimeChange(ctx, params.timechange_token, body.payment_method_type, body.payment_token),

  getChangeDateStocks: async ({ db, tenant }, { params, query }) => {
    checkPeriod(query.from, query.to);
    return changeDateStocks(db.kysely, tenant.id, params.reservation_token, query.from, query.to);
  },

  getChangeDateDayStock: ({ db, tenant }, { params, query }) =>
    changeDateDayStock(db.kysely, tenant.id, params.reservation_token, query),
} satisfies Partial<Handlers>;
