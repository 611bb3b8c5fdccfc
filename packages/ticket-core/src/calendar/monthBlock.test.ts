import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockRecord } from './dayState.ts';
import { buildMonth, defaultWeekOffset, gridRange, gridStart, pendingMonth } from './monthBlock.ts';

const record = (date: string, stock_status = 'normal', display_price = 2000): StockRecord => ({
  date,
  display_price,
  is_sold_out_display_product: stock_status === 'sold_out',
  stock_status,
});

// November 2026 starts on a Sunday and has 30 days.
const november = (extra: Partial<Parameters<typeof buildMonth>[0]> = {}) =>
  buildMonth({ year: 2026, month: 11, today: new CalendarDate(2026, 11, 10), records: [], ...extra });

describe('calendar month block (spec 3, 4, 9)', () => {
  it('"week offset default 1": weeks start on Monday', () => {
    expect(defaultWeekOffset).toBe(1);
    const block = november();
    const first = block.weeks[0]?.[0];
    expect(first?.date).toEqual(new CalendarDate(2026, 10, 26));
    expect(first?.isPreviousMonth).toBe(true);
    expect(block.weeks[0]?.[6]?.date).toEqual(new CalendarDate(2026, 11, 1));
    expect(block.weeks).toHaveLength(6);
    expect(block.weeks.at(-1)?.at(-1)?.date).toEqual(new CalendarDate(2026, 12, 6));
    expect(block.weeks.at(-1)?.at(-1)?.isNextMonth).toBe(true);
  });

  it('week offset 0 starts weeks on Sunday', () => {
    const block = november({ weekOffset: 0 });
    expect(block.weeks[0]?.[0]?.date).toEqual(new CalendarDate(2026, 11, 1));
    expect(block.weeks).toHaveLength(5);
  });

  it("pads with 'empty' cells flagged previous/next month and carrying no price or colour", () => {
    const block = november({ colors: [{ date: '2026-10-31', color_code: '#ff0000' }] });
    const padding = block.weeks.flat().filter((cell) => cell.isPreviousMonth || cell.isNextMonth);
    expect(padding).toHaveLength(6 + 6);
    for (const cell of padding) {
      expect(cell).toMatchObject({ state: 'empty', price: null, isSoldOutDisplay: false, colorCode: null });
    }
  });

  it('gives each day of the month its state, price, sold-out-display flag and colour code', () => {
    const block = november({
      records: [
        record('2026-11-20'),
        record('2026-11-21', 'few', 2500),
        record('2026-11-22', 'sold_out'),
        record('2026-11-23', 'closed'),
      ],
      colors: [{ date: '2026-11-20', color_code: '#f4c430' }],
    });
    const cell = (day: number) =>
      block.weeks.flat().find((c) => c.day === day && !c.isPreviousMonth && !c.isNextMonth);
    expect(cell(20)).toMatchObject({
      state: 'normal',
      price: 2000,
      colorCode: '#f4c430',
      isSoldOutDisplay: false,
    });
    expect(cell(21)).toMatchObject({ state: 'few-stock', price: 2500, colorCode: null });
    expect(cell(22)).toMatchObject({ state: 'sold-out', isSoldOutDisplay: true });
    expect(cell(23)).toMatchObject({ state: 'close' });
    expect(cell(24)).toMatchObject({ state: 'close', price: null });
    expect(block.status).toBe('active');
    expect(block.disableMessage).toBe('');
  });

  it('disables days in the past and outside the sale window', () => {
    const block = november({
      records: ['2026-11-09', '2026-11-10', '2026-11-15', '2026-11-16'].map((date) => record(date)),
      saleWindow: { start: new CalendarDate(2026, 11, 1), end: new CalendarDate(2026, 11, 15) },
    });
    const state = (day: number) =>
      block.weeks.flat().find((c) => c.day === day && c.date.month === 11)?.state;
    expect(state(9)).toBe('disable');
    expect(state(10)).toBe('normal');
    expect(state(15)).toBe('normal');
    expect(state(16)).toBe('disable');
  });

  it('disables the whole month with its message when no day can be chosen', () => {
    const block = november({ today: new CalendarDate(2026, 12, 1), disableMessage: 'calendar.notOnSale' });
    expect(block.status).toBe('disable');
    expect(block.disableMessage).toBe('calendar.notOnSale');
    expect(november({ saleWindow: { start: new CalendarDate(2027, 1, 1) } }).disableMessage).toBe('');
  });

  it("applies per-day details: demand above the day's maximum stock gives sold-out", () => {
    const block = november({
      records: [record('2026-11-20'), record('2026-11-21')],
      dayDetails: (date) => ({ maxStock: date === '2026-11-20' ? 1 : 5, ticketsWanted: 2 }),
    });
    const state = (day: number) =>
      block.weeks.flat().find((c) => c.day === day && c.date.month === 11)?.state;
    expect(state(20)).toBe('sold-out');
    expect(state(21)).toBe('normal');
  });

  it('matches record dates given as ISO date-times', () => {
    const block = november({ records: [record('2026-11-20T00:00:00+09:00', 'few')] });
    expect(block.weeks.flat().find((c) => c.day === 20 && c.date.month === 11)?.state).toBe('few-stock');
  });

  it('holds a month whose stock is not known yet: the same grid, no day selectable, no message', () => {
    const pending = pendingMonth(2026, 11);
    const built = november({ records: [record('2026-11-20')] });
    expect(pending.weeks.map((week) => week.map((cell) => cell.date))).toEqual(
      built.weeks.map((week) => week.map((cell) => cell.date)),
    );
    const days = pending.weeks.flat().filter((cell) => !cell.isPreviousMonth && !cell.isNextMonth);
    expect(days).toHaveLength(30);
    for (const cell of days) expect(cell).toMatchObject({ state: 'disable', price: null, colorCode: null });
    expect(pending).toMatchObject({ year: 2026, month: 11, status: 'active', disableMessage: '' });
    expect(pendingMonth(2026, 11, 0).weeks).toHaveLength(5);
  });

  it('gives the yyyy-MM-dd range covered by the grid', () => {
    expect(gridRange(2026, 11)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(gridRange(2026, 11, 0)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
  });

  it('property: whole weeks holding every day of the month once, in order, starting on the offset weekday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (year, month, weekOffset) => {
          const block = buildMonth({
            year,
            month,
            weekOffset,
            today: new CalendarDate(1980, 1, 1),
            records: [],
          });
          const cells = block.weeks.flat();
          for (const week of block.weeks) expect(week).toHaveLength(7);
          expect(block.weeks.length).toBeGreaterThanOrEqual(4);
          expect(block.weeks.length).toBeLessThanOrEqual(6);
          const days = cells.filter((c) => !c.isPreviousMonth && !c.isNextMonth).map((c) => c.day);
          const length = new CalendarDate(year, month, 1).calendar.getDaysInMonth(
            new CalendarDate(year, month, 1),
          );
          expect(days).toEqual(Array.from({ length }, (_, i) => i + 1));
          for (let i = 1; i < cells.length; i++) {
            expect(cells[i]?.date.compare(cells[i - 1]?.date as CalendarDate)).toBe(1);
          }
          expect(gridStart(year, month, weekOffset)).toEqual(cells[0]?.date);
          expect(cells[0]?.isPreviousMonth || cells[0]?.day === 1).toBe(true);
        },
      ),
    );
  });
});
