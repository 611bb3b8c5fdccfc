import { defineTenant } from '@venue/ticket-core';

/** Prefectural Art Museum OPAM: art-museum site. */
export default defineTenant({
  id: 'opam',
  kind: 'art-museum',
  title: { ja: '県立美術館 OPAM', default: 'Prefectural Art Museum OPAM' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 85,
  },
  showBrandInFooter: true,
  showTicketHelp: true,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#ffffff', sp: '#ffffff' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'password',
  membershipKey: 'opam-friends',
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_d_pay', 'free'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts'],
  pageSequence: ['membership-login', 'order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
