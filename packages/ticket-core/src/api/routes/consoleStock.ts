import { defineAdminRoutes } from './define.ts';

/**
 * The venue console's stock calls: the calendar of days and slots, closing and reopening, capacities, pausing sales (`../endpoints/consoleStock.ts` has their schemas), under the tenant's admin
 * path, each with the access it needs.
 */
export const consoleStockRoutes = defineAdminRoutes({
  getConsoleStock: { method: 'GET', path: '/stock', access: 'stock.read' },
  setConsoleStockDay: {
    method: 'PUT',
    path: '/stock/products/{product_id}/days/{date}',
    access: 'stock.write',
  },
  setConsoleStockSlot: {
    method: 'PUT',
    path: '/stock/slots/{time_span_id}',
    access: 'stock.write',
  },
  setConsoleProductSales: {
    method: 'PUT',
    path: '/stock/products/{product_id}/sales',
    access: 'stock.write',
  },
});
