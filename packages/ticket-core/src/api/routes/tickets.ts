import { defineRoutes } from './define.ts';

/** How the calls of `../endpoints/tickets.ts` travel; their schemas are there. */
export const ticketRoutes = defineRoutes({
  getTickets: { method: 'GET', path: '/reservations/{reservation_token}/tickets' },
  shareTickets: { method: 'POST', path: '/reservations/{reservation_token}/share' },
  getSharedTickets: { method: 'GET', path: '/shared-tickets/{share_token}' },
  getTicketsCalendar: {
    method: 'GET',
    path: '/reservations/{reservation_token}/calendar',
    answerMediaType: 'text/calendar',
  },
  getSharedTicketsCalendar: {
    method: 'GET',
    path: '/shared-tickets/{share_token}/calendar',
    answerMediaType: 'text/calendar',
  },
  getApplePass: {
    method: 'GET',
    path: '/reservations/{reservation_token}/tickets/{ticket_id}/wallet/apple',
    answerMediaType: 'application/vnd.apple.pkpass',
  },
  getApplePasses: {
    method: 'GET',
    path: '/reservations/{reservation_token}/wallet/apple',
    answerMediaType: 'application/vnd.apple.pkpasses',
  },
  getGoogleWalletLink: { method: 'GET', path: '/reservations/{reservation_token}/wallet/google' },
  sendTickets: { method: 'POST', path: '/reservations/{reservation_token}/send' },
  getReceipt: { method: 'GET', path: '/reservations/{reservation_token}/receipt' },
  checkInTicket: { method: 'POST', path: '/tickets/{ticket_id}/checkin' },
});
