import type { Handlers } from '../../http/registerEndpoints.ts';
import { checkInReport, checkInsCsv, ordersCsv, salesReport } from './reports.ts';

type ReportHandlers = Pick<
  Handlers,
  'getConsoleSalesReport' | 'getConsoleCheckInReport' | 'getConsoleOrdersCsv' | 'getConsoleCheckInsCsv'
>;

export const reportHandlers: ReportHandlers = {
  getConsoleSalesReport: (ctx, { query }) => salesReport(ctx, query),
  getConsoleCheckInReport: (ctx, { query }) => checkInReport(ctx, query),
  getConsoleOrdersCsv: (ctx, { query }) => ordersCsv(ctx, query),
  getConsoleCheckInsCsv: (ctx, { query }) => checkInsCsv(ctx, query),
};
