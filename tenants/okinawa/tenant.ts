import { defineTenant } from '@venue/ticket-core';

/** Southern Islands Park Okinawa: islands-park site. */
export default defineTenant({
  id: 'okinawa',
  kind: 'islands-park',
  title: { ja: '南の島々 パーク おきなわ', default: 'Southern Islands Park Okinawa' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 58,
  },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#006064', sp: '#00727d' } },
  colourisedCalendar: true,
  appDownloadModal: null,
  hideFooter: false,
  requireProductUuidQuery: false,
  membership: 'none',
  membershipKey: null,
  brandMailMagazine: null,
  residenceList: 'standard',
  languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'],
  defaultLanguage: 'ja',
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'alipay'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
});
