import type { Handlers } from '../../http/registerEndpoints.ts';
import { setProductSales, setStockDay, setStockSlot, stockCalendar } from './stock.ts';

type StockHandlers = Pick<
  Handlers,
  'getConsoleStock' | 'setConsoleStockDay' | 'setConsoleStockSlot' | 'setConsoleProductSales'
>;

export const stockHandlers: StockHandlers = {
  getConsoleStock: (ctx, { query }) => stockCalendar(ctx, query),
  setConsoleStockDay: (ctx, { params, body }) => setStockDay(ctx, params.product_id, params.date, body),
  setConsoleStockSlot: (ctx, { params, body }) => setStockSlot(ctx, params.time_span_id, body),
  setConsoleProductSales: (ctx, { params, body }) => setProductSales(ctx, params.product_id, body),
};
