import { defineTenant } from '@venue/ticket-core';

/**
 * Template Venue. Copied by `pnpm new-tenant <id>`; every field is documented on TenantConfig in
 * @venue/ticket-core. Replace the logos in assets/ and adjust the flags for the site.
 */
export default defineTenant({
  id: 'template-venue',
  kind: 'generic',
  title: { ja: 'テンプレート会場', default: 'Template Venue' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 60,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#1f2933', sp: '#1f2933' } },
  colourisedCalendar: false,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_3ds', 'free'],
  spotChannel: false,
  orderSteps: ['date', 'timeSlot', 'counts', 'options'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
