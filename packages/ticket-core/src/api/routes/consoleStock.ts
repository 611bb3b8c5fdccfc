import { defineRoutes } from './define.ts';

/**
 * The venue console's stock calls: the calendar of days and slots, closing and reopening, capacities, pausing sales (`../endpoints/consoleStock.ts` has their schemas), under the tenant's admin
 * path, each with the access it needs.
 */
export const consoleStockRoutes = defineRoutes({
  getConsoleStock: { method: 'GET', path: '/stock', root: 'admin', access: 'stock.read' },
  setConsoleStockDay: {
    method: 'PUT',
    path: '/stock/products/{product_id}/days/{date}',
    root: 'admin',
    access: 'stock.write',
  },
  setConsoleStockSlot: {
    method: 'PUT',
    path: '/stock/slots/{time_span_id}',
    root: 'admin',
    access: 'stock.write',
  },
  setConsoleProductSales: {
    method: 'PUT',
    path: '/stock/products/{product_id}/sales',
    root: 'admin',
    access: 'stock.write',
  },
});
