import { defineTenant } from '@venue/ticket-core';

/** Gaprao Cafe: cafe site. */
export default defineTenant({
  id: 'gaprao',
  kind: 'cafe',
  title: { ja: 'ガパオ カフェ', default: 'Gaprao Cafe' },
  logos: { printHeight: 46 },
  completeGoToTicketButton: false,
  ticketPage: { displayType: 'compact', headerColor: { pc: '#ffffff', sp: '#fff3e6' } },
  languages: ['ja', 'en', 'th'],
  paymentMethods: ['paygent_credit', 'paygent_paypay', 'd_pay'],
  spotChannel: true,
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['order', 'sign-in', 'payment', 'complete'],
});
