import { defineTenant } from '@venue/ticket-core';

/** Nagai Botanical Garden at Night: botanical-garden site. */
export default defineTenant({
  id: 'nagai',
  kind: 'botanical-garden',
  title: { ja: '長居 植物園 ナイトミュージアム', default: 'Nagai Botanical Garden at Night' },
  logos: { printHeight: 80 },
  ticketPage: { displayType: 'card', headerColor: { pc: '#1b3d1f', sp: '#2e7d32' } },
  colourisedCalendar: true,
  paymentMethods: ['adyen_credit', 'adyen_alipay', 'adyen_we_chat_pay'],
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
});
