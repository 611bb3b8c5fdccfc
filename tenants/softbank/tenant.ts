import { defineTenant } from '@venue/ticket-core';

/** SoftBank Mall Tickets: mall site. */
export default defineTenant({
  id: 'softbank',
  kind: 'mall',
  title: { ja: 'ソフトバンク モール チケット', default: 'SoftBank Mall Tickets' },
  logos: { printHeight: 50 },
  ticketPage: { headerColor: { pc: '#000000', sp: '#1a1a1a' } },
  requireProductUuidQuery: true,
  brandMailMagazine: 'softbank',
  languages: ['ja', 'en'],
  paymentMethods: ['softbank_credit', 'softbank_alipay', 'softbank_paypay', 'd_pay'],
  orderSteps: ['date', 'timeSlot', 'counts'],
  tagManagerId: 'GTM-SBMALL1',
});
