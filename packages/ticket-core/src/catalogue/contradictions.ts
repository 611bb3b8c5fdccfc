import type { Catalogue, CatalogueProduct, SlotRun, Weekday } from './catalogueSchema.ts';
import { minutesOf } from './clockTimes.ts';
import { runSlots } from './daySlots.ts';

/** A rule between fields that a catalogue breaks, at the path it names. */
export interface CatalogueContradiction {
  path: (string | number)[];
  message: string;
}

type Path = (string | number)[];

/**
 * A catalogue to look for contradictions in: a checked one, or the parts of a refused one that passed
 * the field checks, the others left as holes (undefined) so the parts keep their places in the paths.
 */
export type CatalogueParts = Omit<
  Catalogue,
  'products' | 'setProducts' | 'coupons' | 'membershipPromotions'
> & {
  products: readonly (Catalogue['products'][number] | undefined)[];
  setProducts: readonly (Catalogue['setProducts'][number] | undefined)[];
  coupons: readonly (Catalogue['coupons'][number] | undefined)[];
  membershipPromotions: readonly (Catalogue['membershipPromotions'][number] | undefined)[];
};

/** The entries that are there, with their places. */
function present<T>(entries: readonly (T | undefined)[]): [number, T][] {
  return [...entries.entries()].filter((entry): entry is [number, T] => entry[1] !== undefined);
}

/** Entries whose `name` repeats an earlier one's, at `path`. */
function duplicates<T>(
  entries: readonly (T | undefined)[],
  name: (entry: T) => string,
  path: Path,
  what: string,
) {
  const seen = new Set<string>();
  const found: CatalogueContradiction[] = [];
  for (const [index, entry] of present(entries)) {
    const value = name(entry);
    if (seen.has(value))
      found.push({ path: [...path, index], message: `${what} '${value}' is listed twice` });
    seen.add(value);
  }
  return found;
}

/** What is wrong with one run of slots on its own, and its slots against the opening hours. */
function runContradictions(run: SlotRun, path: Path, hours: Catalogue['openingHours']) {
  const found: CatalogueContradiction[] = [];
  const add = (message: string, at: Path = path) => found.push({ path: at, message });
  const byRange = run.from !== undefined || run.until !== undefined || run.every !== undefined;
  const byStarts = run.starts !== undefined || run.minutes !== undefined;
  if (byRange === byStarts) {
    add("must give either 'from' and 'until' (and 'every'), or 'starts' and 'minutes'");
    return found;
  }
  if (byRange) {
    if (run.from === undefined || run.until === undefined) {
      add("needs both 'from' and 'until'");
      return found;
    }
    const length = minutesOf(run.until) - minutesOf(run.from);
    if (length <= 0)
      return [...found, { path: [...path, 'until'], message: `must be after from (${run.from})` }];
    if (run.every !== undefined && length % run.every !== 0)
      add(`${run.from}-${run.until} is not a whole number of ${run.every}-minute slots`, [...path, 'every']);
  } else if (run.starts === undefined || run.minutes === undefined) {
    add("needs both 'starts' and 'minutes'");
    return found;
  } else if (run.starts.some((start) => minutesOf(start) + (run.minutes ?? 0) >= 24 * 60)) {
    add('a slot must end before midnight', [...path, 'minutes']);
  }
  for (const slot of runSlots(run)) {
    if (slot.start < hours.from || slot.end > hours.until)
      add(`slot ${slot.start}-${slot.end} lies outside the opening hours ${hours.from}-${hours.until}`);
  }
  return found;
}

/** A day's runs: each run's own rules, overlapping slots, and one slot a day for a day ticket or pass. */
function dayContradictions(
  runs: readonly SlotRun[],
  path: Path,
  product: CatalogueProduct,
  hours: Catalogue['openingHours'],
) {
  const found = runs.flatMap((run, index) => runContradictions(run, [...path, index], hours));
  if (found.length > 0) return found;
  const slots = runs.flatMap(runSlots).sort((a, b) => a.start.localeCompare(b.start));
  for (let index = 1; index < slots.length; index++) {
    const [before, slot] = [slots[index - 1], slots[index]];
    if (before && slot && slot.start < before.end)
      found.push({
        path,
        message: `slots ${before.start}-${before.end} and ${slot.start}-${slot.end} overlap`,
      });
  }
  if (product.saleType !== 'time' && slots.length > 1)
    found.push({ path, message: `a ${product.saleType} product has one slot a day, not ${slots.length}` });
  return found;
}

function productContradictions(catalogue: CatalogueParts, product: CatalogueProduct, path: Path) {
  const found: CatalogueContradiction[] = [];
  const add = (at: Path, message: string) => found.push({ path: [...path, ...at], message });
  const { slots } = product;
  const hours = catalogue.openingHours;
  found.push(...duplicates(product.tickets, (ticket) => ticket.key, [...path, 'tickets'], 'ticket type'));
  found.push(...duplicates(product.channels, (channel) => channel, [...path, 'channels'], 'channel'));
  found.push(...duplicates(product.setProducts, (setKey) => setKey, [...path, 'setProducts'], 'set product'));
  const setKeys = new Set(present(catalogue.setProducts).map(([, set]) => set.key));
  for (const [index, setKey] of product.setProducts.entries())
    if (!setKeys.has(setKey)) add(['setProducts', index], `no set product has the key '${setKey}'`);
  if (product.minTickets > product.maxTickets)
    add(['minTickets'], `must not be above maxTickets (${product.maxTickets})`);
  if (product.maxTickets > catalogue.settings.maxTicketsPerOrder)
    add(
      ['maxTickets'],
      `must not be above settings.maxTicketsPerOrder (${catalogue.settings.maxTicketsPerOrder})`,
    );
  const { from, until } = product.onSale ?? {};
  if (from && until && Date.parse(until) <= Date.parse(from)) add(['onSale', 'until'], 'must be after from');
  if (slots.daily === undefined && Object.values(slots.weekly ?? {}).every((runs) => runs === undefined))
    add(['slots'], 'has no slots: give slots.daily or slots.weekly');
  if (slots.daily) found.push(...dayContradictions(slots.daily, [...path, 'slots', 'daily'], product, hours));
  for (const [day, runs] of Object.entries(slots.weekly ?? {}) as [Weekday, SlotRun[] | undefined][]) {
    if (!runs) continue;
    found.push(...dayContradictions(runs, [...path, 'slots', 'weekly', day], product, hours));
    if (runs.length > 0 && slots.closedWeekdays.includes(day))
      add(['slots', 'weekly', day], `${day} is in closedWeekdays and has slots`);
  }
  for (const [index, exception] of slots.exceptions.entries())
    found.push(
      ...dayContradictions(exception.slots, [...path, 'slots', 'exceptions', index, 'slots'], product, hours),
    );
  return found;
}

/**
 * The rules between a catalogue's fields: unique keys and codes, set products that exist, slots that fit
 * the opening hours and do not overlap, limits within stock, coverage that ends after it starts.
 */
export function catalogueContradictions(catalogue: CatalogueParts): CatalogueContradiction[] {
  const found: CatalogueContradiction[] = [];
  const { openingHours } = catalogue;
  if (openingHours.until <= openingHours.from)
    found.push({ path: ['openingHours', 'until'], message: `must be after from (${openingHours.from})` });
  found.push(...duplicates(catalogue.products, (entry) => entry.key, ['products'], 'product key'));
  found.push(...duplicates(catalogue.setProducts, (entry) => entry.key, ['setProducts'], 'set product key'));
  const productKeys = new Set(present(catalogue.products).map(([, product]) => product.key));
  for (const [index, set] of present(catalogue.setProducts))
    if (productKeys.has(set.key))
      found.push({ path: ['setProducts', index, 'key'], message: `'${set.key}' is also a product's key` });
  for (const [index, product] of present(catalogue.products))
    found.push(...productContradictions(catalogue, product, ['products', index]));
  for (const [index, set] of present(catalogue.setProducts)) {
    const path = ['setProducts', index];
    if (set.maxQuantity > set.capacity)
      found.push({
        path: [...path, 'maxQuantity'],
        message: `must not be above the day's stock, capacity ${set.capacity}`,
      });
    if (set.minQuantity > set.maxQuantity)
      found.push({
        path: [...path, 'minQuantity'],
        message: `must not be above maxQuantity (${set.maxQuantity})`,
      });
  }
  found.push(
    ...duplicates(catalogue.coupons, (coupon) => coupon.code.toUpperCase(), ['coupons'], 'coupon code'),
  );
  for (const [index, coupon] of present(catalogue.coupons)) {
    const path = ['coupons', index];
    if (coupon.validTo < coupon.validFrom)
      found.push({
        path: [...path, 'validTo'],
        message: `coverage ends before it starts (${coupon.validFrom})`,
      });
    if (coupon.discountType === 'percent' && coupon.amount > 100)
      found.push({ path: [...path, 'amount'], message: 'a percent discount must be 100 or less' });
  }
  for (const [index, promotion] of present(catalogue.membershipPromotions))
    if (promotion.discountType === 'percent' && promotion.amount > 100)
      found.push({
        path: ['membershipPromotions', index, 'amount'],
        message: 'a percent discount must be 100 or less',
      });
  found.push(
    ...duplicates(
      catalogue.membershipPromotions,
      (promotion) => promotion.membershipValue,
      ['membershipPromotions'],
      'membership value',
    ),
  );
  return found;
}
