import { defineTenant } from '@venue/ticket-core';

/** West Japan Art Festival (by date): art-festival site. */
export default defineTenant({
  id: 'nishinippon-date',
  kind: 'art-festival',
  title: { ja: '西日本アートフェスティバル（日付から選ぶ）', default: 'West Japan Art Festival (by date)' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 65,
  },
  showBrandInFooter: true,
  showTicketHelp: true,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#ffffff', sp: '#ffffff' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: 'nishinippon',
  residenceList: 'fukuoka',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'free'],
  spotChannel: false,
  orderSteps: ['date', 'product', 'timeSlot', 'counts', 'options', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-WJAF001',
});
