import { defineTenant } from '@venue/ticket-core';

/** Ishikawa Cultural Foundation: foundation site. */
export default defineTenant({
  id: 'ishikawa',
  kind: 'foundation',
  title: { ja: '石川文化財団 特別展', default: 'Ishikawa Cultural Foundation' },
  logos: { printHeight: 75 },
  showBrandInFooter: false,
  ticketPage: { headerColor: { pc: '#3e2723', sp: '#3e2723' } },
  languages: ['ja', 'en'],
  paymentMethods: ['gmo', 'gmo_paypay'],
  orderSteps: ['date', 'timeSlot', 'counts'],
});
