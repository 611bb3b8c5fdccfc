import { defineTenant } from '@venue/ticket-core';

/** Mifuneyama Forest: forest site. */
export default defineTenant({
  id: 'mifuneyama',
  kind: 'forest',
  title: { ja: '御船山楽園 森の展示', default: 'Mifuneyama Forest' },
  logos: { printHeight: 95 },
  showTicketHelp: true,
  ticketPage: { displayType: 'compact', headerColor: { pc: '#1b2e12', sp: '#1b2e12' } },
  brandMailMagazine: 'mifuneyama',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr'],
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_d_pay'],
  orderSteps: ['date', 'timeSlot', 'counts', 'setProducts'],
  tagManagerId: 'GTM-MIFU001',
});
