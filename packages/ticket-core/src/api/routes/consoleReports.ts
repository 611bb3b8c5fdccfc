import { defineRoutes } from './define.ts';

/**
 * The venue console's report calls: sales, check-ins per hour, the CSV exports of orders and check-ins (`../endpoints/consoleReports.ts` has their schemas), under the tenant's admin
 * path, each with the access it needs.
 */
export const consoleReportsRoutes = defineRoutes({
  getConsoleSalesReport: { method: 'GET', path: '/reports/sales', root: 'admin', access: 'reports.read' },
  getConsoleCheckInReport: {
    method: 'GET',
    path: '/reports/check-ins',
    root: 'admin',
    access: 'reports.read',
  },
  getConsoleOrdersCsv: {
    method: 'GET',
    path: '/reports/orders.csv',
    root: 'admin',
    access: 'reports.read',
    answerMediaType: 'text/csv',
  },
  getConsoleCheckInsCsv: {
    method: 'GET',
    path: '/reports/check-ins.csv',
    root: 'admin',
    access: 'reports.read',
    answerMediaType: 'text/csv',
  },
});
