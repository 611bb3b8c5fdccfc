import { describe, expect, it } from 'vitest';
import { choose, emptyDraft, type OrderDraft } from './orderDraft.ts';

const full: OrderDraft = {
  productUuid: 'p1',
  date: '2026-12-01',
  timeSpanId: 7,
  counts: { '1': 2 },
  setProducts: { s1: 1 },
};

describe('order draft', () => {
  it('product before date: a new product clears the date and everything after it', () => {
    expect(choose(full, { productUuid: 'p2' }, true)).toEqual({ ...emptyDraft, productUuid: 'p2' });
  });

  it('date before product: a new date clears the product and everything after it', () => {
    expect(choose(full, { date: '2026-12-02' }, false)).toEqual({ ...emptyDraft, date: '2026-12-02' });
  });

  it('product before date: a new date keeps the product', () => {
    expect(choose(full, { date: '2026-12-02' }, true)).toEqual({
      ...emptyDraft,
      productUuid: 'p1',
      date: '2026-12-02',
    });
  });

  it('a new time slot clears counts and set products; the same choice changes nothing', () => {
    expect(choose(full, { timeSpanId: 8 }, true)).toEqual({
      ...full,
      timeSpanId: 8,
      counts: {},
      setProducts: {},
    });
    expect(choose(full, { timeSpanId: 7 }, true)).toEqual(full);
    expect(choose(full, { counts: { '1': 3 } }, true)).toEqual({ ...full, counts: { '1': 3 } });
  });
});
