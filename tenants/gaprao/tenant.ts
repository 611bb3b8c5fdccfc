import { defineTenant } from '@venue/ticket-core';

/** Gaprao Cafe: cafe site. */
export default defineTenant({
  id: 'gaprao',
  kind: 'cafe',
  title: { ja: 'ガパオ カフェ', default: 'Gaprao Cafe' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 46,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: false,
  ticketPage: { displayType: 'compact', headerColor: { pc: '#ffffff', sp: '#fff3e6' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'th'],
  defaultLanguage: 'ja',
  paymentMethods: ['paygent_credit', 'paygent_paypay', 'd_pay'],
  spotChannel: true,
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['order', 'sign-in', 'payment', 'complete'],
  tagManagerId: null,
});
