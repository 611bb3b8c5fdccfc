import { z } from 'zod';
import { languageCodes } from '../i18n/languages.ts';
import { paymentMethodIds } from '../payments/paymentMethods.ts';
import { tagManagerIdPattern } from './tagManagerId.ts';
import { waitingRoomConfigSchema } from './waitingRoom.ts';

/** Tenant identifiers: lowercase letters, digits and single hyphens (`sample-venue`). */
export const tenantIdPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The site variants of spec section 1. */
export const siteKinds = [
  'generic',
  'exhibition',
  'heritage',
  'terrace',
  'cafe',
  'building-owner',
  'mall',
  'art-festival',
  'botanical-garden',
  'borderless-museum',
  'islands-park',
  'foundation',
  'art-museum',
  'forest',
  'biovortex',
  'game-company',
  'spot',
] as const;

/** The parts of the order screen, shown in the tenant's order (spec section 1: "Step order is per site"). */
export const orderSteps = ['product', 'date', 'timeSlot', 'counts', 'options', 'setProducts'] as const;
export type OrderStep = (typeof orderSteps)[number];

/** The pages a purchase walks through, in the tenant's sequence. */
export const pageSteps = [
  'membership-login',
  'order',
  'sign-in',
  'mail-auth',
  'payment',
  'confirm',
  'complete',
] as const;
export type PageStep = (typeof pageSteps)[number];

/** The pages of a purchase on a site that says nothing else: every page but the membership login. */
const defaultPageSequence = ['order', 'sign-in', 'mail-auth', 'payment', 'confirm', 'complete'] as const;

export const ticketPageDisplayTypes = ['standard', 'card', 'compact'] as const;
export const membershipModes = ['none', 'password', 'token'] as const;
export const residenceLists = ['standard', 'fukuoka'] as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
const assetPath = z.string().min(1);

const uniqueList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'entries must be unique');

export const tenantConfigSchema = z
  .object({
    id: z.string().regex(tenantIdPattern),
    kind: z.enum(siteKinds),
    /** Spec: "a title in Japanese and a default title". */
    title: z.object({ ja: z.string().min(1), default: z.string().min(1) }),
    logos: z.object({
      header: assetPath.default('assets/logo-header.svg'),
      footer: assetPath.default('assets/logo-footer.svg'),
      print: assetPath.default('assets/logo-print.svg'),
      /** Spec: "print logo heights from 45 to 100 px". */
      printHeight: z.number().int().min(45).max(100),
    }),
    /** Whether the brand shows in the footer. */
    showBrandInFooter: z.boolean().default(true),
    /** Whether the ticket page shows help. */
    showTicketHelp: z.boolean().default(false),
    /** Whether the complete page has a go-to-ticket button. */
    completeGoToTicketButton: z.boolean().default(true),
    ticketPage: z.object({
      displayType: z.enum(ticketPageDisplayTypes).default('standard'),
      headerColor: z.object({ pc: hexColor, sp: hexColor }),
    }),
    /** Colourised calendar: day cells take the colour codes of /calendar/colors. */
    colourisedCalendar: z.boolean().default(false),
    /** Smartphone-app download modal with an image, on some sites. */
    appDownloadModal: z
      .object({ image: assetPath, iosUrl: z.url(), androidUrl: z.url() })
      .nullable()
      .default(null),
    /** One membership site has no footer. */
    hideFooter: z.boolean().default(false),
    /** One site requires a query parameter carrying a product UUID. */
    requireProductUuidQuery: z.boolean().default(false),
    /** Members log in by email and password, or by token (skipping mail authentication). */
    membership: z.enum(membershipModes).default('none'),
    /** Membership key used by /membership/login/{key} and /membership/promotion. */
    membershipKey: z.string().nullable().default(null),
    /** A second brand mail-magazine option (`{product}_mail_magazine`) on some sites. */
    brandMailMagazine: z
      .string()
      .regex(/^[a-z][a-z0-9]*$/)
      .nullable()
      .default(null),
    residenceList: z.enum(residenceLists).default('standard'),
    /** Spec 1: the interface languages, all six unless the site offers fewer. */
    languages: uniqueList(z.enum(languageCodes)).default(() => [...languageCodes]),
    /** Spec: "Language default ja". */
    defaultLanguage: z.enum(languageCodes).default('ja'),
    paymentMethods: uniqueList(z.enum(paymentMethodIds)),
    /** Spot (on-site) channel enabled. */
    spotChannel: z.boolean().default(false),
    /** Spec 1: "Step order is per site", so every site states its own. */
    orderSteps: uniqueList(z.enum(orderSteps)),
    pageSequence: uniqueList(z.enum(pageSteps)).default(() => [...defaultPageSequence]),
    /** The site's tag-manager container (spec 9: containers vary by site), or null for none. */
    tagManagerId: z.string().regex(tagManagerIdPattern).nullable().default(null),
    /**
     * Whether search engines may list the site (true when omitted). A venue that sells only from its own
     * pages sets false: every page answers `noindex` and its sitemap lists nothing.
     */
    searchIndexing: z.boolean().optional(),
    /** The on-sale day's waiting room (`waitingRoom.ts`), or null for none. */
    waitingRoom: waitingRoomConfigSchema.nullable().default(null),
  })
  .superRefine((config, ctx) => {
    if (!config.languages.includes(config.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: 'must be one of languages' });
    }
    for (const required of ['date', 'timeSlot', 'counts'] as const) {
      if (!config.orderSteps.includes(required)) {
        ctx.addIssue({ code: 'custom', path: ['orderSteps'], message: `must include ${required}` });
      }
    }
    const seq = config.pageSequence;
    for (const required of ['order', 'payment', 'complete'] as const) {
      if (!seq.includes(required)) {
        ctx.addIssue({ code: 'custom', path: ['pageSequence'], message: `must include ${required}` });
      }
    }
    if (seq.at(-1) !== 'complete') {
      ctx.addIssue({ code: 'custom', path: ['pageSequence'], message: 'must end with complete' });
    }
    if (seq.indexOf('payment') > seq.indexOf('confirm') && seq.includes('confirm')) {
      ctx.addIssue({ code: 'custom', path: ['pageSequence'], message: 'payment must come before confirm' });
    }
    if ((config.membership === 'none') !== (config.membershipKey === null)) {
      ctx.addIssue({ code: 'custom', path: ['membershipKey'], message: 'set exactly when membership is on' });
    }
    if (config.membership !== 'none' && !seq.includes('membership-login')) {
      ctx.addIssue({
        code: 'custom',
        path: ['pageSequence'],
        message: 'membership sites need membership-login',
      });
    }
  });

/** A site's whole config, every default filled in. */
export type TenantConfig = z.output<typeof tenantConfigSchema>;

/**
 * What a tenant's `tenant.ts` writes: its id, kind, titles, print logo height, ticket page colours,
 * payment methods and order steps, and only those other settings that differ from the defaults of
 * `tenantConfigSchema` (spec 1: a flag that is on "on some sites" is off by default).
 */
export type TenantInput = z.input<typeof tenantConfigSchema>;

/**
 * Fills in the defaults of what a tenant leaves out and checks the result; throws with every problem
 * listed. Used at build and test time.
 */
export function defineTenant(config: TenantInput): TenantConfig {
  const result = tenantConfigSchema.safeParse(config);
  if (!result.success) {
    throw new Error(`Tenant config "${config.id}" is invalid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
