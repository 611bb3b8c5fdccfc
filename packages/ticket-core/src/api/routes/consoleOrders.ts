import { defineAdminRoutes } from './define.ts';

/**
 * How the venue console's order actions and its audit log travel (`../endpoints/consoleOrders.ts` has
 * their schemas): under the tenant's admin path, each with the access it needs.
 */
export const consoleOrderRoutes = defineAdminRoutes({
  cancelConsoleTickets: {
    method: 'POST',
    path: '/orders/{order_id}/cancel',
    access: 'orders.cancel',
  },
  getConsoleChangeDateDayStock: {
    method: 'GET',
    path: '/orders/{order_id}/changedate/daystock',
    access: 'orders.changeDate',
  },
  getConsoleChangeDateMonthStock: {
    method: 'GET',
    path: '/orders/{order_id}/changedate/monthstock',
    access: 'orders.changeDate',
  },
  changeConsoleOrderDate: {
    method: 'POST',
    path: '/orders/{order_id}/changedate',
    access: 'orders.changeDate',
  },
  checkInConsoleTicket: {
    method: 'POST',
    path: '/orders/{order_id}/tickets/{ticket_id}/checkin',
    access: 'tickets.checkIn',
  },
  getConsoleTicket: {
    method: 'GET',
    path: '/tickets/{ticket_id}',
    access: 'tickets.checkIn',
  },
  getConsoleAuditLog: { method: 'GET', path: '/audit', access: 'audit.read' },
});
