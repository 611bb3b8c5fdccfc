import type { Handlers } from '../http/registerEndpoints.ts';
import { auditLog } from './auditLog.ts';
import { resendConfirmation } from './orderActions.ts';
import { cancelTickets } from './orderCancel.ts';
import { changeOrderDate, orderChangeDayStock, orderChangeMonthStock } from './orderDateChange.ts';
import { orderPage } from './orderPage.ts';
import { searchOrders } from './orderSearch.ts';
import { checkInByHand } from './ticketCheckIn.ts';
import { ticketToCheckIn } from './ticketLookup.ts';
import { venueDay } from './today.ts';

type ConsoleHandlers = Pick<
  Handlers,
  | 'getConsoleToday'
  | 'searchConsoleOrders'
  | 'getConsoleOrder'
  | 'resendConsoleOrderMail'
  | 'cancelConsoleTickets'
  | 'getConsoleChangeDateDayStock'
  | 'getConsoleChangeDateMonthStock'
  | 'changeConsoleOrderDate'
  | 'checkInConsoleTicket'
  | 'getConsoleTicket'
  | 'getConsoleAuditLog'
>;

export const consoleHandlers: ConsoleHandlers = {
  getConsoleToday: (ctx, { query }) => venueDay(ctx, query),
  searchConsoleOrders: (ctx, { query }) => searchOrders(ctx, query),
  getConsoleOrder: (ctx, { params, query }) => orderPage(ctx, params.order_id, query.lang),
  resendConsoleOrderMail: (ctx, { params, body }) => resendConfirmation(ctx, params.order_id, body),
  cancelConsoleTickets: (ctx, { params, body }) => cancelTickets(ctx, params.order_id, body),
  getConsoleChangeDateDayStock: (ctx, { params, query }) => orderChangeDayStock(ctx, params.order_id, query),
  getConsoleChangeDateMonthStock: (ctx, { params, query }) =>
    orderChangeMonthStock(ctx, params.order_id, query.month),
  changeConsoleOrderDate: (ctx, { params, body }) => changeOrderDate(ctx, params.order_id, body),
  checkInConsoleTicket: (ctx, { params, body }) =>
    checkInByHand(ctx, params.order_id, params.ticket_id, body),
  getConsoleTicket: (ctx, { params, query }) => ticketToCheckIn(ctx, params.ticket_id, query.lang),
  getConsoleAuditLog: (ctx, { query }) => auditLog(ctx, query),
};
