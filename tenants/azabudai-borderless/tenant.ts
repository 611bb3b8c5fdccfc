import { defineTenant } from '@venue/ticket-core';

/** Azabudai Borderless Museum: borderless-museum site. */
export default defineTenant({
  id: 'azabudai-borderless',
  kind: 'borderless-museum',
  title: { ja: '麻布台 ボーダレス ミュージアム', default: 'Azabudai Borderless Museum' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 100,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'card', headerColor: { pc: '#000000', sp: '#000000' } },
  colourisedCalendar: false,
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id120724913',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.azabudaiborderless.app',
  },
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'],
  defaultLanguage: 'en',
  paymentMethods: ['stripe', 'stripe_secure', 'gmo_apple_pay', 'alipay', 'adyen_we_chat_pay'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts', 'options', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-AZBL001',
});
