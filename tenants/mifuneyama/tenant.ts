import { defineTenant } from '@venue/ticket-core';

/** Mifuneyama Forest: forest site. */
export default defineTenant({
  id: 'mifuneyama',
  kind: 'forest',
  title: { ja: '御船山楽園 森の展示', default: 'Mifuneyama Forest' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 95,
  },
  showBrandInFooter: true,
  showTicketHelp: true,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'compact', headerColor: { pc: '#1b2e12', sp: '#1b2e12' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: 'mifuneyama',
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_d_pay'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-MIFU001',
});
