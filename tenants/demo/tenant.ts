import { defineTenant } from '@venue/ticket-core';

/** Demo Ticket Store: generic site. */
export default defineTenant({
  id: 'demo',
  kind: 'generic',
  title: { ja: 'デモ チケットストア', default: 'Demo Ticket Store' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 60,
  },
  showBrandInFooter: true,
  showTicketHelp: true,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#1b2a4a', sp: '#2b59c3' } },
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
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'gmo_d_pay', 'gmo_apple_pay', 'free'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-DEMO001',
});
