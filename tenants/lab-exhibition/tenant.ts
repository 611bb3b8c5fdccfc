import { defineTenant } from '@venue/ticket-core';

/** Lab Exhibition Tokyo: exhibition site. */
export default defineTenant({
  id: 'lab-exhibition',
  kind: 'exhibition',
  title: { ja: 'ラボ・エキシビション 東京', default: 'Lab Exhibition Tokyo' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 48,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'card', headerColor: { pc: '#14001f', sp: '#2a0a3d' } },
  colourisedCalendar: true,
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id341937889',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.labexhibition.app',
  },
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'],
  defaultLanguage: 'ja',
  paymentMethods: ['stripe', 'stripe_secure', 'alipay', 'free'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-LABEX01',
});
