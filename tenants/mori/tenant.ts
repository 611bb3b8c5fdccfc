import { defineTenant } from '@venue/ticket-core';

/** Mori Building Members: building-owner site. */
export default defineTenant({
  id: 'mori',
  kind: 'building-owner',
  title: { ja: '森ビル 会員チケット', default: 'Mori Building Members' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 90,
  },
  showBrandInFooter: false,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'card', headerColor: { pc: '#0a1f33', sp: '#004b87' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: true,
  requireProductUuidQuery: false,
  membership: 'password',
  membershipKey: 'mori-members',
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_apple_pay'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['membership-login', 'order', 'sign-in', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-MORI001',
});
