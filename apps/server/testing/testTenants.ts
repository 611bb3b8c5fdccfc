import { defineTenant, type TenantConfig } from '@venue/ticket-core';

const base: TenantConfig = {
  id: 'demo',
  kind: 'generic',
  title: { ja: 'デモ', default: 'Demo' },
  logos: {
    header: 'assets/logo-header.svg',
    footer: 'assets/logo-footer.svg',
    print: 'assets/logo-print.svg',
    printHeight: 60,
  },
  showBrandInFooter: true,
  showTicketHelp: true,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#222222', sp: '#222222' } },
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
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'd_pay', 'gmo_apple_pay', 'free'],
  spotChannel: true,
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
  waitingRoom: null,
};

/** Two sites for the server tests: a generic one and a members' cafe with password login. */
export const testTenants: Record<string, TenantConfig> = {
  demo: defineTenant(base),
  'members-cafe': defineTenant({
    ...base,
    id: 'members-cafe',
    kind: 'cafe',
    title: { ja: '会員カフェ', default: 'Members Cafe' },
    colourisedCalendar: false,
    membership: 'password',
    membershipKey: 'cafe-club',
    languages: ['ja', 'en'],
    paymentMethods: ['stripe', 'stripe_secure', 'softbank_3ds'],
    spotChannel: false,
    pageSequence: ['membership-login', 'order', 'sign-in', 'payment', 'confirm', 'complete'],
  }),
};
