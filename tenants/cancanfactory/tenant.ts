import { defineTenant } from '@venue/ticket-core';

/** CanCan Factory: spot site. */
export default defineTenant({
  id: 'cancanfactory',
  kind: 'spot',
  title: { ja: 'カンカンファクトリー', default: 'CanCan Factory' },
  logos: { printHeight: 45 },
  ticketPage: { displayType: 'compact', headerColor: { pc: '#3b2f2f', sp: '#3b2f2f' } },
  languages: ['ja', 'en', 'zh-hans', 'kr'],
  paymentMethods: ['paygent_credit', 'paygent_paypay', 'free'],
  spotChannel: true,
  orderSteps: ['product', 'timeSlot', 'date', 'counts', 'options'],
  pageSequence: ['order', 'payment', 'sign-in', 'confirm', 'complete'],
});
