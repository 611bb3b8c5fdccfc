import { defineTenant } from '@venue/ticket-core';

/** Prefectural Art Museum OPAM: art-museum site. */
export default defineTenant({
  id: 'opam',
  kind: 'art-museum',
  title: { ja: '県立美術館 OPAM', default: 'Prefectural Art Museum OPAM' },
  logos: { printHeight: 85 },
  showTicketHelp: true,
  ticketPage: { headerColor: { pc: '#ffffff', sp: '#ffffff' } },
  membership: 'password',
  membershipKey: 'opam-friends',
  languages: ['ja', 'en'],
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_d_pay', 'free'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts'],
  pageSequence: ['membership-login', 'order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
});
