import { defineTenant } from '@venue/ticket-core';

/** Ishikawa Cultural Foundation: foundation site. */
export default defineTenant({
  id: 'ishikawa',
  kind: 'foundation',
  title: { ja: '石川文化財団 特別展', default: 'Ishikawa Cultural Foundation' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 75,
  },
  showBrandInFooter: false,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#3e2723', sp: '#3e2723' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_paypay'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
