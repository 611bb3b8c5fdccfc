import { defineTenant } from '@venue/ticket-core';

/** Lab Exhibition Tokyo: exhibition site. */
export default defineTenant({
  id: 'lab-exhibition',
  kind: 'exhibition',
  title: { ja: 'ラボ・エキシビション 東京', default: 'Lab Exhibition Tokyo' },
  logos: { printHeight: 48 },
  ticketPage: { displayType: 'card', headerColor: { pc: '#14001f', sp: '#2a0a3d' } },
  colourisedCalendar: true,
  appDownloadModal: {
    image: 'assets/app-download.svg',
    iosUrl: 'https://apps.apple.com/jp/app/id341937889',
    androidUrl: 'https://play.google.com/store/apps/details?id=jp.labexhibition.app',
  },
  paymentMethods: ['stripe', 'stripe_secure', 'alipay', 'free'],
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
  tagManagerId: 'GTM-LABEX01',
});
