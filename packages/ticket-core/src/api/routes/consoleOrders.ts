import { defineRoutes } from './define.ts';

/**
 * How the venue console's order actions and its audit log travel (`../endpoints/consoleOrders.ts` has
 * their schemas): under the tenant's admin path, each with the access it needs.
 */
export const consoleOrderRoutes = defineRoutes({
  cancelConsoleTickets: {
    method: 'POST',
    path: '/orders/{order_id}/cancel',
    root: 'admin',
    access: 'orders.cancel',
  },
  getConsoleChangeDateDayStock: {
    method: 'GET',
    path: '/orders/{order_id}/changedate/daystock',
    root: 'admin',
    access: 'orders.changeDate',
  },
  getConsoleChangeDateMonthStock: {
    method: 'GET',
    path: '/orders/{order_id}/changedate/monthstock',
    root: 'admin',
    access: 'orders.changeDate',
  },
  changeConsoleOrderDate: {
    method: 'POST',
    path: '/orders/{order_id}/changedate',
    root: 'admin',
    access: 'orders.changeDate',
  },
  checkInConsoleTicket: {
    method: 'POST',
    path: '/orders/{order_id}/tickets/{ticket_id}/checkin',
    root: 'admin',
    access: 'tickets.checkIn',
  },
  getConsoleTicket: {
    method: 'GET',
    path: '/tickets/{ticket_id}',
    root: 'admin',
    access: 'tickets.checkIn',
  },
  getConsoleAuditLog: { method: 'GET', path: '/audit', root: 'admin', access: 'audit.read' },
});
