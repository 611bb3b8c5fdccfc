import { defineTenant } from '@venue/ticket-core';

/** CanCan Factory: spot site. */
export default defineTenant({
  id: 'cancanfactory',
  kind: 'spot',
  title: { ja: 'カンカンファクトリー', default: 'CanCan Factory' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 45,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'compact', headerColor: { pc: '#3b2f2f', sp: '#3b2f2f' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'kr'],
  defaultLanguage: 'ja',
  paymentMethods: ['paygent_credit', 'paygent_paypay', 'free'],
  spotChannel: true,
  orderSteps: ['product', 'timeSlot', 'date', 'counts', 'options'],
  pageSequence: ['order', 'payment', 'sign-in', 'confirm', 'complete'],
  tagManagerId: null,
});
