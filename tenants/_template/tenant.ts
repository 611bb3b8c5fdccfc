import { defineTenant } from '@venue/ticket-core';

/**
 * Template Venue. Copied by `pnpm new-tenant <id>`; every field, and the default of each one left out, is
 * documented on `tenantConfigSchema` in @venue/ticket-core. Replace the logos in assets/ and add only the
 * settings in which the site differs from those defaults.
 */
export default defineTenant({
  id: 'template-venue',
  kind: 'generic',
  title: { ja: 'テンプレート会場', default: 'Template Venue' },
  logos: { printHeight: 60 },
  ticketPage: { headerColor: { pc: '#1f2933', sp: '#1f2933' } },
  languages: ['ja', 'en'],
  paymentMethods: ['gmo', 'gmo_3ds', 'free'],
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
});
