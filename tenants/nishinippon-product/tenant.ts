import { defineTenant } from '@venue/ticket-core';

/** West Japan Art Festival (by programme): art-festival site. */
export default defineTenant({
  id: 'nishinippon-product',
  kind: 'art-festival',
  title: {
    ja: '西日本アートフェスティバル（作品から選ぶ）',
    default: 'West Japan Art Festival (by programme)',
  },
  logos: { printHeight: 65 },
  showTicketHelp: true,
  ticketPage: { headerColor: { pc: '#ffffff', sp: '#ffffff' } },
  brandMailMagazine: 'nishinippon',
  residenceList: 'fukuoka',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr'],
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'free'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options', 'setProducts'],
  tagManagerId: 'GTM-WJAF001',
});
