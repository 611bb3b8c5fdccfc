import { defineTenant } from '@venue/ticket-core';

/** Azabudai Borderless Museum: borderless-museum site. */
export default defineTenant({
  id: 'azabudai-borderless',
  kind: 'borderless-museum',
  title: { ja: '麻布台 ボーダレス ミュージアム', default: 'Azabudai Borderless Museum' },
  logos: { printHeight: 100 },
  ticketPage: { displayType: 'card', headerColor: { pc: '#000000', sp: '#000000' } },
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id120724913',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.azabudaiborderless.app',
  },
  defaultLanguage: 'en',
  paymentMethods: ['stripe', 'stripe_secure', 'gmo_apple_pay', 'alipay', 'adyen_we_chat_pay'],
  orderSteps: ['date', 'timeSlot', 'counts', 'options', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-AZBL001',
});
