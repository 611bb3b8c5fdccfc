import { defineTenant } from '@venue/ticket-core';

/** BOC Gallery Exhibitions: exhibition site. */
export default defineTenant({
  id: 'boc',
  kind: 'exhibition',
  title: { ja: 'BOC ギャラリー 企画展', default: 'BOC Gallery Exhibitions' },
  logos: { printHeight: 52 },
  ticketPage: { displayType: 'card', headerColor: { pc: '#0d47a1', sp: '#1565c0' } },
  languages: ['ja', 'en', 'zh-hans'],
  paymentMethods: ['stripe', 'stripe_secure', 'free'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options'],
});
