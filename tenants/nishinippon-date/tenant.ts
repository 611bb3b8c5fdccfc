import { defineTenant } from '@venue/ticket-core';

/** West Japan Art Festival (by date): art-festival site. */
export default defineTenant({
  id: 'nishinippon-date',
  kind: 'art-festival',
  title: { ja: '西日本アートフェスティバル（日付から選ぶ）', default: 'West Japan Art Festival (by date)' },
  logos: { printHeight: 65 },
  showTicketHelp: true,
  ticketPage: { headerColor: { pc: '#ffffff', sp: '#ffffff' } },
  brandMailMagazine: 'nishinippon',
  residenceList: 'fukuoka',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr'],
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'free'],
  orderSteps: ['date', 'product', 'timeSlot', 'counts', 'options', 'setProducts'],
  tagManagerId: 'GTM-WJAF001',
});
