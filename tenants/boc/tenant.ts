import { defineTenant } from '@venue/ticket-core';

/** BOC Gallery Exhibitions: exhibition site. */
export default defineTenant({
  id: 'boc',
  kind: 'exhibition',
  title: { ja: 'BOC ギャラリー 企画展', default: 'BOC Gallery Exhibitions' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 52,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'card', headerColor: { pc: '#0d47a1', sp: '#1565c0' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans'],
  defaultLanguage: 'ja',
  paymentMethods: ['stripe', 'stripe_secure', 'free'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
