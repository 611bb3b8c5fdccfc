import type { Handlers } from '../http/registerEndpoints.ts';
import { resendConfirmation } from './orderActions.ts';
import { orderPage } from './orderPage.ts';
import { searchOrders } from './orderSearch.ts';
import { venueDay } from './today.ts';

type ConsoleHandlers = Pick<
  Handlers,
  'getConsoleToday' | 'searchConsoleOrders' | 'getConsoleOrder' | 'resendConsoleOrderMail'
>;

export const consoleHandlers: ConsoleHandlers = {
  getConsoleToday: (ctx, { query }) => venueDay(ctx, query),
  searchConsoleOrders: (ctx, { query }) => searchOrders(ctx, query),
  getConsoleOrder: (ctx, { params, query }) => orderPage(ctx, params.order_id, query.lang),
  resendConsoleOrderMail: (ctx, { params, body }) => resendConfirmation(ctx, params.order_id, body),
};
