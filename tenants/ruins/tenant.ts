import { defineTenant } from '@venue/ticket-core';

/** Ruins & Heritage Museum: heritage site. */
export default defineTenant({
  id: 'ruins',
  kind: 'heritage',
  title: { ja: '古代遺跡と文化遺産ミュージアム', default: 'Ruins & Heritage Museum' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 72,
  },
  showBrandInFooter: true,
  showTicketHelp: true,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#3e2a1e', sp: '#5b3a26' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_paypay', 'free'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
