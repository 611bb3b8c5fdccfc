import { z } from 'zod';
import { languageCodes } from '../i18n/languages.ts';
import { paymentMethodIds } from '../payments/paymentMethods.ts';
import { tagManagerIdPattern } from './tagManagerId.ts';

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
      header: assetPath,
      footer: assetPath,
      print: assetPath,
      /** Spec: "print logo heights from 45 to 100 px". */
      printHeight: z.number().int().min(45).max(100),
    }),
    /** Whether the brand shows in the footer. */
    showBrandInFooter: z.boolean(),
    /** Whether the ticket page shows help. */
    showTicketHelp: z.boolean(),
    /** Whether the complete page has a go-to-ticket button. */
    completeGoToTicketButton: z.boolean(),
    ticketPage: z.object({
      displayType: z.enum(ticketPageDisplayTypes),
      headerColor: z.object({ pc: hexColor, sp: hexColor }),
    }),
    /** Colourised calendar: day cells take the colour codes of /calendar/colors. */
    colourisedCalendar: z.boolean(),
    /** Smartphone-app download modal with an image, on some sites. */
    appDownloadModal: z.object({ image: assetPath, iosUrl: z.url(), androidUrl: z.url() }).nullable(),
    /** One membership site has no footer. */
    hideFooter: z.boolean(),
    /** One site requires a query parameter carrying a product UUID. */
    requireProductUuidQuery: z.boolean(),
    /** Members log in by email and password, or by token (skipping mail authentication). */
    membership: z.enum(membershipModes),
    /** Membership key used by /membership/login/{key} and /membership/promotion. */
    membershipKey: z.string().nullable(),
    /** A second brand mail-magazine option (`{product}_mail_magazine`) on some sites. */
    brandMailMagazine: z
      .string()
      .regex(/^[a-z][a-z0-9]*$/)
      .nullable(),
    residenceList: z.enum(residenceLists),
    languages: uniqueList(z.enum(languageCodes)),
    defaultLanguage: z.enum(languageCodes),
    paymentMethods: uniqueList(z.enum(paymentMethodIds)),
    /** Spot (on-site) channel enabled. */
    spotChannel: z.boolean(),
    orderSteps: uniqueList(z.enum(orderSteps)),
    pageSequence: uniqueList(z.enum(pageSteps)),
    /** The site's tag-manager container (spec 9: containers vary by site), or null for none. */
    tagManagerId: z.string().regex(tagManagerIdPattern).nullable(),
    /**
     * Whether search engines may list the site (true when omitted). A venue that sells only from its own
     * pages sets false: every page answers `noindex` and its sitemap lists nothing.
     */
    searchIndexing: z.boolean().optional(),
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

export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** Checks a tenant's config; throws with every problem listed. Used at build and test time. */
export function defineTenant(config: TenantConfig): TenantConfig {
  const result = tenantConfigSchema.safeParse(config);
  if (!result.success) {
    throw new Error(`Tenant config "${config.id}" is invalid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
