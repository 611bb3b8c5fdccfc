import { defineTenant } from '@venue/ticket-core';

/** Nagai Botanical Garden at Night: botanical-garden site. */
export default defineTenant({
  id: 'nagai',
  kind: 'botanical-garden',
  title: { ja: '長居 植物園 ナイトミュージアム', default: 'Nagai Botanical Garden at Night' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 80,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'card', headerColor: { pc: '#1b3d1f', sp: '#2e7d32' } },
  colourisedCalendar: true,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'],
  defaultLanguage: 'ja',
  paymentMethods: ['adyen_credit', 'adyen_alipay', 'adyen_we_chat_pay'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
