import { defineTenant } from '@venue/ticket-core';

/** DeNA Game Fest: game-company site. */
export default defineTenant({
  id: 'dena',
  kind: 'game-company',
  title: { ja: 'DeNA ゲームフェス', default: 'DeNA Game Fest' },
  logos: { printHeight: 62 },
  ticketPage: { displayType: 'card', headerColor: { pc: '#001d3d', sp: '#0068b7' } },
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id577419852',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.dena.app',
  },
  membership: 'token',
  membershipKey: 'dena-players',
  brandMailMagazine: 'dena',
  languages: ['ja', 'en'],
  paymentMethods: ['stripe_secure', 'softbank_3ds', 'd_pay'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts'],
  pageSequence: ['membership-login', 'order', 'sign-in', 'payment', 'confirm', 'complete'],
});
