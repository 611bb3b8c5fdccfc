import { defineTenant } from '@venue/ticket-core';

/** DeNA Game Fest: game-company site. */
export default defineTenant({
  id: 'dena',
  kind: 'game-company',
  title: { ja: 'DeNA ゲームフェス', default: 'DeNA Game Fest' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 62,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'card', headerColor: { pc: '#001d3d', sp: '#0068b7' } },
  colourisedCalendar: false,
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id577419852',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.dena.app',
  },
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'token',
  membershipKey: 'dena-players',
  brandMailMagazine: 'dena',
  residenceList: 'standard',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
  paymentMethods: ['stripe_secure', 'softbank_3ds', 'd_pay'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts'],
  pageSequence: ['membership-login', 'order', 'sign-in', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
