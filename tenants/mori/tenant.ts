import { defineTenant } from '@venue/ticket-core';

/** Mori Building Members: building-owner site. */
export default defineTenant({
  id: 'mori',
  kind: 'building-owner',
  title: { ja: '森ビル 会員チケット', default: 'Mori Building Members' },
  logos: { printHeight: 90 },
  showBrandInFooter: false,
  ticketPage: { displayType: 'card', headerColor: { pc: '#0a1f33', sp: '#004b87' } },
  hideFooter: true,
  membership: 'password',
  membershipKey: 'mori-members',
  languages: ['ja', 'en'],
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_apple_pay'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['membership-login', 'order', 'sign-in', 'payment', 'confirm', 'complete'],
  tagManagerId: 'GTM-MORI001',
});
