import { defineTenant } from '@venue/ticket-core';

/** Demo Ticket Store: generic site. */
export default defineTenant({
  id: 'demo',
  kind: 'generic',
  title: { ja: 'デモ チケットストア', default: 'Demo Ticket Store' },
  logos: { printHeight: 60 },
  showTicketHelp: true,
  ticketPage: { headerColor: { pc: '#1b2a4a', sp: '#2b59c3' } },
  colourisedCalendar: true,
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'gmo_d_pay', 'gmo_apple_pay', 'free'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options', 'setProducts'],
  tagManagerId: 'GTM-DEMO001',
  // The on-sale day of the night admission (product 17 in a database seeded with every site): the
  // waiting-room e2e and `pnpm bench:onsale` run on 2027-01-06; the other e2e live on 2027-01-13.
  waitingRoom: {
    opensAt: '2027-01-06T10:00:00+09:00',
    closesAt: '2027-01-06T12:00:00+09:00',
    admitPerMinute: 600,
    productIds: [17],
  },
});
