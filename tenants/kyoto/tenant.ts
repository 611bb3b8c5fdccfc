import { defineTenant } from '@venue/ticket-core';

/** Biovortex Kyoto: biovortex site. */
export default defineTenant({
  id: 'kyoto',
  kind: 'biovortex',
  title: { ja: 'バイオヴォルテックス 京都', default: 'Biovortex Kyoto' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 68,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'card', headerColor: { pc: '#2b0a1a', sp: '#2b0a1a' } },
  colourisedCalendar: true,
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id297761452',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.kyoto.app',
  },
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'],
  defaultLanguage: 'ja',
  paymentMethods: ['adyen_credit', 'adyen_alipay', 'gmo_apple_pay', 'free'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts', 'options', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-KYOTO01',
});
