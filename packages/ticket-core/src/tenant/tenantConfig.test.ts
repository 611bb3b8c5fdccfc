import { describe, expect, it } from 'vitest';
import { defineTenant, type TenantConfig, tenantConfigSchema } from './tenantConfig.ts';

const base: TenantConfig = {
  id: 'sample-venue',
  kind: 'generic',
  title: { ja: 'サンプル', default: 'Sample' },
  logos: { header: 'assets/logo.svg', footer: 'assets/logo.svg', print: 'assets/logo.svg', printHeight: 60 },
  showBrandInFooter: true,
  showTicketHelp: false,
  completeGoToTicketButton: true,
  ticketPage: { displayType: 'standard', headerColor: { pc: '#112233', sp: '#445566' } },
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
  paymentMethods: ['gmo', 'free'],
  spotChannel: false,
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options', 'setProducts'],
  pageSequence: ['order', 'sign-in', 'payment', 'confirm', 'complete'],
  tagManagerId: null,
  waitingRoom: null,
};

const problems = (config: unknown) =>
  tenantConfigSchema.safeParse(config).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('TenantConfig', () => {
  it('accepts a complete config', () => {
    expect(defineTenant(base)).toEqual(base);
  });

  it('fills in what a site leaves out with the defaults, and keeps what it states', () => {
    const site = defineTenant({
      id: 'sample-venue',
      kind: 'generic',
      title: { ja: 'サンプル', default: 'Sample' },
      logos: { printHeight: 60 },
      ticketPage: { headerColor: { pc: '#112233', sp: '#445566' } },
      paymentMethods: ['gmo', 'free'],
      orderSteps: ['date', 'timeSlot', 'counts'],
      showTicketHelp: true,
    });
    expect(site).toEqual({
      ...base,
      logos: {
        header: 'assets/logo-header.svg',
        footer: 'assets/logo-footer.svg',
        print: 'assets/logo-print.svg',
        printHeight: 60,
      },
      showTicketHelp: true,
      languages: ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'],
      orderSteps: ['date', 'timeSlot', 'counts'],
      pageSequence: ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'],
    });
  });

  it('gives each site its own default lists', () => {
    const input = { ...base, languages: undefined, pageSequence: undefined };
    const one = defineTenant(input);
    const other = defineTenant(input);
    expect(one.languages).not.toBe(other.languages);
    expect(one.pageSequence).not.toBe(other.pageSequence);
  });

  it('checks the defaults against what the site states', () => {
    expect(problems({ ...base, languages: ['en'], defaultLanguage: undefined })).toEqual([
      'defaultLanguage: must be one of languages',
    ]);
    expect(problems({ ...base, membership: 'token', membershipKey: undefined })).toContain(
      'membershipKey: set exactly when membership is on',
    );
  });

  it('a site states its id, kind, titles, print logo height, header colours, payments and steps', () => {
    const { id, kind, title, logos, ticketPage, paymentMethods, orderSteps, ...rest } = base;
    const missing = tenantConfigSchema.safeParse(rest).error?.issues.map((issue) => issue.path.join('.'));
    expect(missing).toEqual(['id', 'kind', 'title', 'logos', 'ticketPage', 'paymentMethods', 'orderSteps']);
  });

  it('spec 1: "print logo heights from 45 to 100 px"', () => {
    expect(problems({ ...base, logos: { ...base.logos, printHeight: 44 } })).toHaveLength(1);
    expect(problems({ ...base, logos: { ...base.logos, printHeight: 101 } })).toHaveLength(1);
    expect(problems({ ...base, logos: { ...base.logos, printHeight: 100 } })).toEqual([]);
  });

  it('the default language is one of the languages', () => {
    expect(problems({ ...base, defaultLanguage: 'th' })).toEqual([
      'defaultLanguage: must be one of languages',
    ]);
  });

  it('the order screen needs a date, a time slot and counts, each once', () => {
    expect(problems({ ...base, orderSteps: ['product', 'date', 'counts'] })).toEqual([
      'orderSteps: must include timeSlot',
    ]);
    expect(problems({ ...base, orderSteps: ['date', 'date', 'timeSlot', 'counts'] })).toEqual([
      'orderSteps: entries must be unique',
    ]);
  });

  it('the page sequence ends with complete and pays before confirming', () => {
    expect(problems({ ...base, pageSequence: ['order', 'payment', 'complete', 'confirm'] })).toContain(
      'pageSequence: must end with complete',
    );
    expect(problems({ ...base, pageSequence: ['order', 'confirm', 'payment', 'complete'] })).toEqual([
      'pageSequence: payment must come before confirm',
    ]);
  });

  it('membership sites have a key and a login page', () => {
    expect(problems({ ...base, membership: 'password' })).toEqual([
      'membershipKey: set exactly when membership is on',
      'pageSequence: membership sites need membership-login',
    ]);
  });

  it('rejects a bad id and names the tenant in the error', () => {
    expect(() => defineTenant({ ...base, id: 'Bad_Id' })).toThrow(/Tenant config "Bad_Id" is invalid/);
  });
});
