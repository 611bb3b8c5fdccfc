import { defineTenant } from '@venue/ticket-core';

/** SoftBank Mall Tickets: mall site. */
export default defineTenant({
  id: 'softbank',
  kind: 'mall',
  title: { ja: 'ソフトバンク モール チケット', default: 'SoftBank Mall Tickets' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 50,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#000000', sp: '#1a1a1a' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: true,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: 'softbank',
  residenceList: 'standard',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
  paymentMethods: ['softbank_credit', 'softbank_alipay', 'softbank_paypay', 'd_pay'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-SBMALL1',
});
