import { describe, expect, it } from 'vitest';
import { defineTenant } from '../tenant/tenantConfig.ts';
import type { CatalogueInput } from './catalogueSchema.ts';
import { checkCatalogue, formatCatalogueError } from './checkCatalogue.ts';
import { exampleCatalogue } from './fixtures.ts';

/** The error lines of a catalogue changed by `edit`. */
function errorsOf(
  edit: (catalogue: CatalogueInput & Record<string, unknown>) => void,
  tenant = site,
): string[] {
  const catalogue = exampleCatalogue() as CatalogueInput & Record<string, unknown>;
  edit(catalogue);
  const check = checkCatalogue(catalogue, tenant);
  return check.ok ? [] : check.errors.map(formatCatalogueError);
}

const site = defineTenant({
  id: 'harbour-view',
  kind: 'generic',
  title: { ja: '港の見える美術館', default: 'Harbour View Museum' },
  logos: { printHeight: 60 },
  ticketPage: { headerColor: { pc: '#1b2a4a', sp: '#2b59c3' } },
  paymentMethods: ['gmo', 'gmo_paypay', 'free'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'options', 'setProducts'],
});

// biome-ignore lint/suspicious/noExplicitAny: tests reach into the catalogue to break one field at a time.
const product = (catalogue: CatalogueInput) => catalogue.products[0] as any;

describe('checkCatalogue', () => {
  it('takes the example venue and fills in the defaults', () => {
    const check = checkCatalogue(exampleCatalogue(), site);
    if (!check.ok) throw new Error(check.errors.map(formatCatalogueError).join('\n'));
    expect(check.catalogue.horizonDays).toBe(90);
    expect(check.catalogue.settings.maxTicketsPerOrder).toBe(10);
    expect(check.catalogue.products[0]?.showSoldOut).toBe(true);
    expect(check.catalogue.products[0]?.maxTickets).toBe(10);
  });

  it.each<[string, (catalogue: CatalogueInput & Record<string, unknown>) => void, string]>([
    [
      'a negative capacity, at its path',
      (c) => {
        product(c).slots.weekly = {
          mon: [],
          tue: [],
          wed: [{ from: '10:00', until: '11:00', capacity: -1 }],
        };
      },
      'products[0].slots.weekly.wed[0].capacity: must be 0 or more',
    ],
    [
      'a missing field',
      (c) => delete product(c).saleType,
      "products[0].saleType: must be one of 'period', 'date', 'time'",
    ],
    ['a missing name', (c) => delete product(c).name, 'products[0].name: is required'],
    ['an unknown field', (c) => (c.colour = 'red'), "(catalogue): unknown field 'colour'"],
    [
      'a price that is not a number',
      (c) => (product(c).tickets[0].price = '1800'),
      'products[0].tickets[0].price: must be a number',
    ],
    [
      'a price in sen',
      (c) => (product(c).tickets[0].price = 1800.5),
      'products[0].tickets[0].price: must be a whole number',
    ],
    [
      'a name without Japanese',
      (c) => (product(c).name = { en: 'Admission' }),
      'products[0].name.ja: is required',
    ],
    [
      'an unknown language',
      (c) => (product(c).name = { ja: '券', fr: 'Billet' }),
      "products[0].name: unknown field 'fr'",
    ],
    [
      'a key with capitals',
      (c) => (product(c).key = 'Admission'),
      'products[0].key: must be lowercase letters, digits and single hyphens',
    ],
    [
      'no ticket type',
      (c) => (product(c).tickets = []),
      'products[0].tickets: a product needs at least one ticket type',
    ],
    ['no channel', (c) => (product(c).channels = []), 'products[0].channels: must list at least one channel'],
    ['no product', (c) => (c.products = []), 'products: must list at least one product'],
    [
      'a time that is no time',
      (c) => (product(c).slots.daily[0].from = '25:00'),
      "products[0].slots.daily[0].from: must be a time of day such as '09:30'",
    ],
    [
      'a date that does not exist',
      (c) => (c.closedDates = ['2027-02-30']),
      "closedDates[0]: must be a date ('2027-02-10'), a day of every year ('12-31') or a range of one ('12-29..01-03')",
    ],
    [
      'a range that ends first',
      (c) => (c.closedDates = ['2027-02-12..2027-02-10']),
      'closedDates[0]: ends before it starts (2027-02-10 is before 2027-02-12)',
    ],
    [
      'a slot outside the opening hours',
      (c) => (product(c).slots.daily = [{ from: '17:00', until: '19:00', capacity: 5 }]),
      'products[0].slots.daily[0]: slot 17:00-19:00 lies outside the opening hours 09:30-18:00',
    ],
    [
      'slots that do not divide the hours',
      (c) => (product(c).slots.daily = [{ from: '10:00', until: '11:15', every: 30, capacity: 5 }]),
      'products[0].slots.daily[0].every: 10:00-11:15 is not a whole number of 30-minute slots',
    ],
    [
      'overlapping slots',
      (c) =>
        (product(c).slots.daily = [
          { from: '10:00', until: '12:00', capacity: 5 },
          { starts: ['11:00'], minutes: 60, capacity: 5 },
        ]),
      'products[0].slots.daily: slots 10:00-12:00 and 11:00-12:00 overlap',
    ],
    [
      'a run that is neither kind',
      (c) => (product(c).slots.daily = [{ from: '10:00', starts: ['11:00'], capacity: 5 }]),
      "products[0].slots.daily[0]: must give either 'from' and 'until' (and 'every'), or 'starts' and 'minutes'",
    ],
    [
      'a run without its end',
      (c) => (product(c).slots.daily = [{ from: '10:00', capacity: 5 }]),
      "products[0].slots.daily[0]: needs both 'from' and 'until'",
    ],
    [
      'starts without a length',
      (c) => (product(c).slots.daily = [{ starts: ['10:00'], capacity: 5 }]),
      "products[0].slots.daily[0]: needs both 'starts' and 'minutes'",
    ],
    [
      'a run that ends first',
      (c) => (product(c).slots.daily = [{ from: '12:00', until: '11:00', capacity: 5 }]),
      'products[0].slots.daily[0].until: must be after from (12:00)',
    ],
    [
      'no slots at all',
      (c) => (product(c).slots = { closedWeekdays: ['mon'] }),
      'products[0].slots: has no slots: give slots.daily or slots.weekly',
    ],
    [
      'a closed weekday with slots',
      (c) => (product(c).slots.weekly = { mon: [{ from: '10:00', until: '11:00', capacity: 5 }] }),
      'products[0].slots.weekly.mon: mon is in closedWeekdays and has slots',
    ],
    [
      'a day ticket with two slots a day',
      (c) => (product(c).saleType = 'date'),
      'products[0].slots.daily: a date product has one slot a day, not 15',
    ],
    [
      'an unknown set product',
      (c) => (product(c).setProducts = ['map']),
      "products[0].setProducts[0]: no set product has the key 'map'",
    ],
    [
      'a set product limit above its stock',
      (c) => (((c.setProducts as { maxQuantity: number }[])[0] as { maxQuantity: number }).maxQuantity = 31),
      "setProducts[0].maxQuantity: must not be above the day's stock, capacity 30",
    ],
    [
      'a product key twice',
      (c) => c.products.push(structuredClone(product(c))),
      "products[1]: product key 'admission' is listed twice",
    ],
    [
      'a ticket type twice',
      (c) => product(c).tickets.push(product(c).tickets[0]),
      "products[0].tickets[2]: ticket type 'adult' is listed twice",
    ],
    [
      'more tickets than an order may hold',
      (c) => (product(c).maxTickets = 12),
      'products[0].maxTickets: must not be above settings.maxTicketsPerOrder (10)',
    ],
    [
      'a minimum over the maximum',
      (c) => (product(c).minTickets = 11),
      'products[0].minTickets: must not be above maxTickets (10)',
    ],
    [
      'a sale that ends before it starts',
      (c) => (product(c).onSale = { from: '2027-01-06T10:00:00+09:00', until: '2027-01-05T10:00:00+09:00' }),
      'products[0].onSale.until: must be after from',
    ],
    [
      'a coupon whose coverage ends before it starts',
      (c) => (((c.coupons as { validTo: string }[])[0] as { validTo: string }).validTo = '2027-02-01'),
      'coupons[0].validTo: coverage ends before it starts (2027-03-01)',
    ],
    [
      'a percent coupon over 100',
      (c) => (((c.coupons as { amount: number }[])[0] as { amount: number }).amount = 120),
      'coupons[0].amount: a percent discount must be 100 or less',
    ],
    [
      'a coupon code twice, in any case',
      (c) => (c.coupons as object[]).push({ ...(c.coupons as object[])[0], code: 'spring' }),
      "coupons[1]: coupon code 'SPRING' is listed twice",
    ],
    [
      'a slot past midnight',
      (c) => {
        c.openingHours = { from: '00:00', until: '23:59' };
        product(c).slots.daily = [{ starts: ['23:30'], minutes: 60, capacity: 5 }];
      },
      'products[0].slots.daily[0].minutes: a slot must end before midnight',
    ],
    [
      "a set product's key that a product has",
      (c) => (((c.setProducts as { key: string }[])[0] as { key: string }).key = 'admission'),
      "setProducts[0].key: 'admission' is also a product's key",
    ],
    [
      'a membership value twice',
      (c) =>
        (c.membershipPromotions = [
          { name: 'Member', membershipValue: 'member', discountType: 'fixed', amount: 300 },
          { name: 'Member again', membershipValue: 'member', discountType: 'fixed', amount: 200 },
        ]),
      "membershipPromotions[1]: membership value 'member' is listed twice",
    ],
    [
      'a member price over 100 percent',
      (c) =>
        (c.membershipPromotions = [
          { name: 'Member', membershipValue: 'member', discountType: 'percent', amount: 150 },
        ]),
      'membershipPromotions[0].amount: a percent discount must be 100 or less',
    ],
    [
      'an unknown weekday',
      (c) => (product(c).slots.closedWeekdays = ['monday']),
      "products[0].slots.closedWeekdays[0]: must be one of 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'",
    ],
    [
      'opening hours that end first',
      (c) => (c.openingHours = { from: '18:00', until: '09:00' }),
      'openingHours.until: must be after from (18:00)',
    ],
  ])('refuses %s', (_, edit, message) => {
    expect(errorsOf(edit)).toContain(message);
  });

  it.each<[string, (catalogue: CatalogueInput & Record<string, unknown>) => void, string]>([
    [
      'the spot channel on a site without one',
      (c) => (product(c).channels = ['web', 'spot']),
      'products[0].channels[1]: the site has no spot channel (tenant.ts: spotChannel)',
    ],
    [
      'a discount for a method the site does not offer',
      (c) => (c.paymentDiscounts = { alipay: { discountType: 'percent', amount: 5 } }),
      'paymentDiscounts.alipay: the site does not offer this method (tenant.ts: paymentMethods)',
    ],
    [
      'member prices on a site without members',
      (c) =>
        (c.membershipPromotions = [
          { name: 'Member', membershipValue: 'member', discountType: 'fixed', amount: 300 },
        ]),
      'membershipPromotions: the site has no membership (tenant.ts: membership)',
    ],
  ])("refuses what the site's config does not allow: %s", (_, edit, message) => {
    expect(errorsOf(edit)).toEqual([message]);
  });

  it('gives every error at once, each with its path', () => {
    const errors = errorsOf((c) => {
      product(c).tickets[0].price = -1;
      product(c).slots.daily[0].capacity = -5;
      (c.coupons as { validTo: string }[])[0] = {
        ...(c.coupons as { validTo: string }[])[0],
        validTo: '2027-01-01',
      } as never;
      c.closedDates = ['13-01'];
      (c.setProducts as { capacity: number }[])[0] = {
        ...(c.setProducts as object[])[0],
        capacity: 5,
      } as never;
    });
    expect(errors).toHaveLength(5);
    expect(errors).toEqual(
      expect.arrayContaining([
        'products[0].tickets[0].price: must be 0 or more',
        'products[0].slots.daily[0].capacity: must be 0 or more',
        "closedDates[0]: must be a date ('2027-02-10'), a day of every year ('12-31') or a range of one ('12-29..01-03')",
      ]),
    );
  });
});
