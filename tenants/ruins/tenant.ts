import { defineTenant } from '@venue/ticket-core';

/** Ruins & Heritage Museum: heritage site. */
export default defineTenant({
  id: 'ruins',
  kind: 'heritage',
  title: { ja: '古代遺跡と文化遺産ミュージアム', default: 'Ruins & Heritage Museum' },
  logos: { printHeight: 72 },
  showTicketHelp: true,
  ticketPage: { headerColor: { pc: '#3e2a1e', sp: '#5b3a26' } },
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr'],
  paymentMethods: ['gmo', 'gmo_paypay', 'free'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts'],
});
