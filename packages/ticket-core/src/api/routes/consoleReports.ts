import { defineAdminRoutes } from './define.ts';

/**
 * The venue console's report calls: sales, check-ins per hour, the CSV exports of orders and check-ins (`../endpoints/consoleReports.ts` has their schemas), under the tenant's admin
 * path, each with the access it needs.
 */
export const consoleReportsRoutes = defineAdminRoutes({
  getConsoleSalesReport: { method: 'GET', path: '/reports/sales', access: 'reports.read' },
  getConsoleCheckInReport: {
    method: 'GET',
    path: '/reports/check-ins',
    access: 'reports.read',
  },
  getConsoleOrdersCsv: {
    method: 'GET',
    path: '/reports/orders.csv',
    access: 'reports.read',
    answerMediaType: 'text/csv',
  },
  getConsoleCheckInsCsv: {
    method: 'GET',
    path: '/reports/check-ins.csv',
    access: 'reports.read',
    answerMediaType: 'text/csv',
  },
});
