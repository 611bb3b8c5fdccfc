import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestRecordPerDay } from './bestRecordPerDay.ts';

const record = (date: string, stock_status: string, display_price: number, soldOutDisplay = false) => ({
  date,
  stock_status,
  display_price,
  is_sold_out_display_product: soldOutDisplay,
});

describe('bestRecordPerDay (date before product)', () => {
  it('keeps the most available status of the day and the lowest price on sale', () => {
    expect(
      bestRecordPerDay([
        record('2026-12-01', 'sold_out', 900),
        record('2026-12-01', 'few', 1500),
        record('2026-12-01', 'normal', 2000),
        record('2026-12-02', 'closed', 0),
      ]),
    ).toEqual([record('2026-12-01', 'normal', 1500), record('2026-12-02', 'closed', 0)]);
  });

  it('a day where nothing is on sale keeps the best status and its price', () => {
    expect(
      bestRecordPerDay([record('2026-12-03', 'closed', 0), record('2026-12-03', 'sold_out', 1200, true)]),
    ).toEqual([record('2026-12-03', 'sold_out', 1200, true)]);
  });

  it('gives one record per day, in date order, whatever the input order', () => {
    const statuses = fc.constantFrom('normal', 'few', 'sold_out', 'closed');
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-12-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(day, statuses, fc.nat(10_000))), (rows) => {
        const result = bestRecordPerDay(rows.map(([d, s, p]) => record(d, s, p)));
        expect(result.map((r) => r.date)).toEqual([...new Set(rows.map(([d]) => d))].sort());
      }),
    );
  });
});
