import { defineTenant } from '@venue/ticket-core';

/** Biovortex Kyoto: biovortex site. */
export default defineTenant({
  id: 'kyoto',
  kind: 'biovortex',
  title: { ja: 'バイオヴォルテックス 京都', default: 'Biovortex Kyoto' },
  logos: { printHeight: 68 },
  ticketPage: { displayType: 'card', headerColor: { pc: '#2b0a1a', sp: '#2b0a1a' } },
  colourisedCalendar: true,
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id297761452',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.kyoto.app',
  },
  paymentMethods: ['adyen_credit', 'adyen_alipay', 'gmo_apple_pay', 'free'],
  orderSteps: ['date', 'timeSlot', 'counts', 'options', 'setProducts'],
  tagManagerId: 'GTM-KYOTO01',
});
