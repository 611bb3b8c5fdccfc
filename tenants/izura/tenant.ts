import { defineTenant } from '@venue/ticket-core';

/** Izura Terraces: terrace site. */
export default defineTenant({
  id: 'izura',
  kind: 'terrace',
  title: { ja: 'イヅラ テラス展', default: 'Izura Terraces' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 55,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'compact', headerColor: { pc: '#24473a', sp: '#24473a' } },
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
  paymentMethods: ['softbank_credit', 'softbank_3ds', 'softbank_paypay'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
