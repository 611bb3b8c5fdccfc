import { z } from 'zod';
import { discountTypes } from '../api/endpoints/shared.ts';
import { languageCodes } from '../i18n/languages.ts';
import { paymentMethodIds } from '../payments/paymentMethods.ts';
import { clockTimePattern } from './clockTimes.ts';
import { parseDateRule } from './dateRules.ts';

/** The days of a weekly plan, as the catalogue names them. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The channels a catalogue product may be sold on (spec section 3's web and spot). */
export const catalogueChannels = ['web', 'spot'] as const;

const wholeNumber = (min: number) =>
  z.number().int('must be a whole number').min(min, `must be ${min} or more`);

/** Yen: a whole number, 0 or more (spec: prices are in yen). */
const yen = wholeNumber(0).describe('Yen, a whole number');

/** A catalogue's own name for a thing: stays the same across edits, so an apply knows what changed. */
const key = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens')
  .describe('Stable name of this entry (lowercase, digits, hyphens); renaming it stops the old one');

/** A text in the six languages: Japanese required, the others fall back as the storefront does. */
const text = z
  .strictObject(
    Object.fromEntries(
      languageCodes.map((code) => [code, code === 'ja' ? z.string().min(1) : z.string().min(1).optional()]),
    ) as { ja: z.ZodString } & Record<
      Exclude<(typeof languageCodes)[number], 'ja'>,
      z.ZodOptional<z.ZodString>
    >,
  )
  .describe('A text per language: ja required; en, zh-hans, zh-hant, kr, th optional');

const clock = z.string().regex(clockTimePattern, "must be a time of day such as '09:30'");

const dateRule = z
  .string()
  .superRefine((rule, ctx) => {
    const parsed = parseDateRule(rule);
    if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  .describe(
    "A date '2027-02-10', a range '2027-02-10..2027-02-12', a day of every year '12-31' or '12-29..01-03'",
  );

const isoDate = z.iso.date('must be a date such as 2027-01-31');
const instant = z.iso.datetime({
  offset: true,
  message: 'must be a date and time with offset, 2027-01-06T10:00:00+09:00',
});

/**
 * A run of time slots: from `from` to `until` every `every` minutes (one slot from `from` to `until`
 * without `every`), or explicit `starts` of `minutes` each; `capacity` places in each slot.
 */
export const slotRunSchema = z
  .strictObject({
    from: clock.optional(),
    until: clock.optional(),
    every: wholeNumber(5).optional().describe('Slot length in minutes; one slot from..until when omitted'),
    starts: z.array(clock).min(1, 'must list at least one start').optional(),
    minutes: wholeNumber(5).optional().describe('Length of each slot of `starts`, in minutes'),
    capacity: wholeNumber(0).describe('Places in each slot'),
  })
  .describe("Slots 'from'..'until' (every 'every' minutes), or at 'starts' of 'minutes' each");

/** One day's slots: the runs of that day. An empty list is a closed day. */
const dayPlan = z.array(slotRunSchema);

export const slotPlanSchema = z.strictObject({
  daily: dayPlan.optional().describe('The slots of every open day not given in weekly'),
  weekly: z
    .strictObject(
      Object.fromEntries(weekdays.map((day) => [day, dayPlan.optional()])) as Record<
        Weekday,
        z.ZodOptional<typeof dayPlan>
      >,
    )
    .optional()
    .describe('The slots of a day of the week, over daily'),
  closedWeekdays: z.array(z.enum(weekdays)).default([]),
  closedDates: z.array(dateRule).default([]).describe('Dates the product is not sold for'),
  exceptions: z
    .array(z.strictObject({ dates: dateRule, slots: dayPlan }))
    .default([])
    .describe('Other slots on some dates (other hours, other capacity), over weekly and daily'),
});

const ticketTypeSchema = z.strictObject({
  key,
  name: text,
  price: yen.describe('Price of one ticket of this type, in yen'),
});

export const catalogueProductSchema = z.strictObject({
  key,
  name: text,
  description: text.optional(),
  caution: text.optional(),
  saleType: z
    .enum(['period', 'date', 'time'])
    .describe('time: a time slot; date: a day (one slot a day); period: a pass (one slot a day)'),
  channels: z.array(z.enum(catalogueChannels)).min(1, 'must list at least one channel'),
  onSale: z
    .strictObject({ from: instant.optional(), until: instant.optional() })
    .optional()
    .describe('When orders are taken (the on-sale day opening at from); always when omitted'),
  showSoldOut: z.boolean().default(true).describe('Whether a sold-out day still shows the product'),
  namingRight: z.string().min(1).nullable().default(null),
  imagePath: z.string().min(1).nullable().default(null),
  minTickets: wholeNumber(1).default(1),
  maxTickets: wholeNumber(1).default(10),
  tickets: z.array(ticketTypeSchema).min(1, 'a product needs at least one ticket type'),
  setProducts: z.array(key).default([]).describe('Keys of the set products offered with this product'),
  slots: slotPlanSchema,
});

export const catalogueSetProductSchema = z.strictObject({
  key,
  name: text,
  description: text.optional(),
  imagePath: z.string().min(1).nullable().default(null),
  price: yen,
  capacity: wholeNumber(0).describe('How many are sold a day'),
  minQuantity: wholeNumber(0).default(0),
  maxQuantity: wholeNumber(1).describe('Most of it in one order'),
});

const discount = {
  discountType: z.enum(discountTypes),
  amount: wholeNumber(0).describe('Percent (0-100) or yen'),
};

export const catalogueCouponSchema = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/, 'must be 3 to 40 letters, digits, - or _'),
  name: z.string().min(1),
  ...discount,
  perTicket: z.boolean().default(false).describe('A fixed discount taken once per ticket'),
  validFrom: isoDate,
  validTo: isoDate,
  channel: z.enum(catalogueChannels).nullable().default(null).describe('Only on this channel; any when null'),
  usageLimit: wholeNumber(0)
    .nullable()
    .default(null)
    .describe('Orders that may use it (0: none any more); unlimited when null'),
  invitation: z.boolean().default(false).describe('An invitation code (spec section 8 invitation rules)'),
});

export const catalogueSettingsSchema = z.strictObject({
  maxTicketsPerOrder: wholeNumber(1).default(10).describe('Max_Ticket: tickets per order'),
  couponRequired: z.boolean().default(false).describe('Is_Coupon_Required'),
  timeChangeFee: yen.default(0).describe('Time_Change_Fee per ticket for a change of date'),
  timeChangeSetProductStock: z.boolean().default(true).describe('Time_Change_Set_Product_Stock'),
});

export const openingHoursSchema = z
  .strictObject({ from: clock, until: clock })
  .describe('When the doors are open: every slot lies within; set products are sold all these hours');

export const membershipPromotionSchema = z.strictObject({
  name: z.string().min(1),
  membershipValue: z.string().min(1),
  ...discount,
});

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as '#fde2e2'");

/**
 * What a venue sells, field by field. `catalogueSchema` (checkCatalogue.ts) adds the rules between
 * fields; use that one.
 */
export const catalogueObjectSchema = z.strictObject({
  $schema: z.string().optional(),
  horizonDays: wholeNumber(1)
    .max(400, 'must be 400 or less')
    .default(90)
    .describe('Days of stock kept ahead'),
  openingHours: openingHoursSchema,
  closedDates: z.array(dateRule).default([]).describe('Dates the whole venue is closed'),
  settings: catalogueSettingsSchema.default({
    maxTicketsPerOrder: 10,
    couponRequired: false,
    timeChangeFee: 0,
    timeChangeSetProductStock: true,
  }),
  products: z.array(catalogueProductSchema).min(1, 'must list at least one product'),
  setProducts: z.array(catalogueSetProductSchema).default([]),
  coupons: z.array(catalogueCouponSchema).default([]),
  paymentDiscounts: z
    .partialRecord(z.enum(paymentMethodIds), z.strictObject(discount))
    .default({})
    .describe('A discount for paying with a method the site offers'),
  membershipPromotions: z
    .array(membershipPromotionSchema)
    .default([])
    .describe("Discounts per ticket for members of the site's membership (by membership value)"),
  calendarColours: z
    .strictObject({
      weekdays: z.partialRecord(z.enum(weekdays), colour).default({}),
      dates: z.array(z.strictObject({ dates: dateRule, colour })).default([]),
    })
    .optional()
    .describe('Colours of calendar days on sites with a colourised calendar'),
});

/** A catalogue as written in a tenant folder. */
export type CatalogueInput = z.input<typeof catalogueObjectSchema>;
/** A checked catalogue, defaults filled in. */
export type Catalogue = z.output<typeof catalogueObjectSchema>;
export type CatalogueProduct = Catalogue['products'][number];
export type CatalogueSetProduct = Catalogue['setProducts'][number];
export type CatalogueCoupon = Catalogue['coupons'][number];
export type SlotRun = z.output<typeof slotRunSchema>;
export type SlotPlan = z.output<typeof slotPlanSchema>;
