import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from './checkCatalogue.ts';
import { calendarColour, productDay, setProductDay } from './daySlots.ts';
import { exampleCatalogue } from './fixtures.ts';

function checked(edit: (catalogue: ReturnType<typeof exampleCatalogue>) => void = () => {}) {
  const input = exampleCatalogue();
  edit(input);
  const check = checkCatalogue(input);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.catalogue;
}

const day = (date: string) => parseDate(date);

describe('productDay', () => {
  const catalogue = checked((input) => {
    const product = input.products[0];
    if (!product) return;
    product.slots.weekly = { sat: [{ from: '10:00', until: '12:00', every: 60, capacity: 60 }] };
    product.slots.exceptions = [
      { dates: '2027-05-03..2027-05-04', slots: [{ starts: ['13:00'], minutes: 90, capacity: 5 }] },
    ];
    product.slots.closedDates = ['2027-02-10'];
  });
  const [product] = catalogue.products;
  if (!product) throw new Error('no product');

  it('gives the daily slots on a weekday: 10:00-17:30 every 30 minutes, 40 a slot', () => {
    const tuesday = productDay(catalogue, product, day('2027-01-19'));
    expect(tuesday.closed).toBe(false);
    if (tuesday.closed) return;
    expect(tuesday.slots).toHaveLength(15);
    expect(tuesday.slots[0]).toEqual({ start: '10:00', end: '10:30', capacity: 40 });
    expect(tuesday.slots[14]).toEqual({ start: '17:00', end: '17:30', capacity: 40 });
  });

  it("gives a weekday's own slots over the daily ones", () => {
    expect(productDay(catalogue, product, day('2027-01-16'))).toEqual({
      closed: false,
      slots: [
        { start: '10:00', end: '11:00', capacity: 60 },
        { start: '11:00', end: '12:00', capacity: 60 },
      ],
    });
  });

  it('closes closed weekdays, the venue’s closed dates over the new year, and the product’s own', () => {
    expect(productDay(catalogue, product, day('2027-01-18')).closed).toBe(true);
    for (const date of ['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-03', '2027-02-10'])
      expect(productDay(catalogue, product, day(date)).closed, date).toBe(true);
    expect(productDay(catalogue, product, day('2027-01-04')).closed).toBe(true); // a Monday
    expect(productDay(catalogue, product, day('2027-01-05')).closed).toBe(false);
  });

  it('gives an exception’s slots on its dates, even on a closed weekday', () => {
    // 2027-05-03 is a Monday.
    expect(productDay(catalogue, product, day('2027-05-03'))).toEqual({
      closed: false,
      slots: [{ start: '13:00', end: '14:30', capacity: 5 }],
    });
  });
});

describe('setProductDay and calendarColour', () => {
  const catalogue = checked((input) => {
    input.calendarColours = {
      weekdays: { sun: '#fde2e2' },
      dates: [{ dates: '12-24..12-25', colour: '#fff3c4' }],
    };
  });

  it('sells a set product over the opening hours on every day the venue opens', () => {
    expect(setProductDay(catalogue, 30, day('2027-01-18'))).toEqual({
      closed: false,
      slots: [{ start: '09:30', end: '18:00', capacity: 30 }],
    });
    expect(setProductDay(catalogue, 30, day('2027-01-01')).closed).toBe(true);
  });

  it('colours a dated day over its weekday, and leaves others uncoloured', () => {
    expect(calendarColour(catalogue, day('2027-12-25'))).toBe('#fff3c4');
    expect(calendarColour(catalogue, day('2027-01-17'))).toBe('#fde2e2');
    expect(calendarColour(catalogue, day('2027-01-18'))).toBeNull();
    expect(calendarColour(checked(), day('2027-01-17'))).toBeNull();
  });
});
