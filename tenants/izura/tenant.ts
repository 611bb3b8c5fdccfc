import { defineTenant } from '@venue/ticket-core';

/** Izura Terraces: terrace site. */
export default defineTenant({
  id: 'izura',
  kind: 'terrace',
  title: { ja: 'イヅラ テラス展', default: 'Izura Terraces' },
  logos: { printHeight: 55 },
  ticketPage: { displayType: 'compact', headerColor: { pc: '#24473a', sp: '#24473a' } },
  languages: ['ja', 'en'],
  paymentMethods: ['softbank_credit', 'softbank_3ds', 'softbank_paypay'],
  orderSteps: ['date', 'timeSlot', 'counts', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'payment', 'confirm', 'complete'],
});
