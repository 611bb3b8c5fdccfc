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
});
