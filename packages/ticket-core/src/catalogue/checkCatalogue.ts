import type { z } from 'zod';
import type { TenantConfig } from '../tenant/tenantConfig.ts';
import {
  type Catalogue,
  catalogueCouponSchema,
  catalogueObjectSchema,
  catalogueProductSchema,
  catalogueSetProductSchema,
  catalogueSettingsSchema,
  membershipPromotionSchema,
  openingHoursSchema,
} from './catalogueSchema.ts';
import {
  type CatalogueContradiction,
  type CatalogueParts,
  catalogueContradictions,
} from './contradictions.ts';

/** The catalogue schema with the rules between its fields: the one check of a venue's catalogue. */
export const catalogueSchema = catalogueObjectSchema.superRefine((catalogue, ctx) => {
  for (const issue of catalogueContradictions(catalogue)) ctx.addIssue({ code: 'custom', ...issue });
});

/**
 * The parts of a catalogue that pass their field checks, the others left as holes: so a catalogue
 * with a wrong field still has its contradictions found, every error reported at once.
 */
function catalogueParts(input: unknown): CatalogueParts | null {
  if (typeof input !== 'object' || input === null) return null;
  const raw = input as Record<string, unknown>;
  const list = <T>(value: unknown, schema: z.ZodType<T>) =>
    (Array.isArray(value) ? value : []).map((entry) => {
      const parsed = schema.safeParse(entry);
      return parsed.success ? parsed.data : undefined;
    });
  const hours = openingHoursSchema.safeParse(raw.openingHours);
  const settings = catalogueSettingsSchema.safeParse(raw.settings ?? {});
  return {
    horizonDays: 90,
    // Wrong hours are reported on their own; slots are then measured against the whole day.
    openingHours: hours.success ? hours.data : { from: '00:00', until: '23:59' },
    closedDates: [],
    settings: settings.success ? settings.data : catalogueSettingsSchema.parse({}),
    products: list(raw.products, catalogueProductSchema),
    setProducts: list(raw.setProducts, catalogueSetProductSchema),
    coupons: list(raw.coupons, catalogueCouponSchema),
    paymentDiscounts: {},
    membershipPromotions: list(raw.membershipPromotions, membershipPromotionSchema),
  };
}

/** What the catalogue asks of the site's config: the channels, payment methods and membership it has. */
export function tenantContradictions(catalogue: Catalogue, tenant: TenantConfig): CatalogueContradiction[] {
  const found: CatalogueContradiction[] = [];
  const noSpot = 'the site has no spot channel (tenant.ts: spotChannel)';
  for (const [index, product] of catalogue.products.entries()) {
    const spot = product.channels.indexOf('spot');
    if (spot >= 0 && !tenant.spotChannel)
      found.push({ path: ['products', index, 'channels', spot], message: noSpot });
  }
  for (const [index, coupon] of catalogue.coupons.entries())
    if (coupon.channel === 'spot' && !tenant.spotChannel)
      found.push({ path: ['coupons', index, 'channel'], message: noSpot });
  for (const method of Object.keys(catalogue.paymentDiscounts))
    if (!(tenant.paymentMethods as readonly string[]).includes(method))
      found.push({
        path: ['paymentDiscounts', method],
        message: 'the site does not offer this method (tenant.ts: paymentMethods)',
      });
  if (catalogue.membershipPromotions.length > 0 && tenant.membership === 'none')
    found.push({
      path: ['membershipPromotions'],
      message: 'the site has no membership (tenant.ts: membership)',
    });
  return found;
}

/** 'products[1].slots.weekly.mon[2].capacity' for the path of an issue. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text === '' ? '(catalogue)' : text;
}

/** Zod's issue in the catalogue's words: what is missing, unknown or of the wrong kind. */
function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => `'${String(value)}'`).join(', ')}`;
    case 'invalid_key':
      return 'is not a known name here';
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  const words: Record<string, string> = {
    object: 'an object',
    array: 'a list',
    int: 'a whole number',
    nonoptional: 'given',
  };
  return words[expected] ?? `a ${expected}`;
}

/** One line per error: its path, then what is wrong. */
export interface CatalogueError {
  path: string;
  message: string;
}

export type CatalogueCheck = { ok: true; catalogue: Catalogue } | { ok: false; errors: CatalogueError[] };

/**
 * Checks a catalogue as written (parsed JSON) against the schema, the rules between its fields and,
 * given the site's config, what it asks of the site: every error at once, each with its path.
 */
export function checkCatalogue(input: unknown, tenant?: TenantConfig): CatalogueCheck {
  const parsed = catalogueSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const parts = catalogueParts(input);
    const errors = [
      ...parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issueMessage(issue) })),
      ...(parts ? catalogueContradictions(parts) : []).map((issue) => ({
        path: formatPath(issue.path),
        message: issue.message,
      })),
    ];
    // The contradictions of a catalogue whose fields all passed are among zod's issues already.
    const seen = new Set<string>();
    return {
      ok: false,
      errors: errors.filter(
        (error) => !seen.has(formatCatalogueError(error)) && !!seen.add(formatCatalogueError(error)),
      ),
    };
  }
  const found = tenant ? tenantContradictions(parsed.data, tenant) : [];
  if (found.length > 0)
    return {
      ok: false,
      errors: found.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
    };
  return { ok: true, catalogue: parsed.data };
}

/** An error as one line: 'products[1].slots.weekly.mon[2].capacity: must be 0 or more'. */
export function formatCatalogueError(error: CatalogueError): string {
  return `${error.path}: ${error.message}`;
}
