import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayState, dayStates, maxRemainingStock } from './dayState.ts';

const normal = { stock_status: 'normal' };

describe('dayState (spec 4)', () => {
  it('lists the cell states of spec 3', () => {
    expect(dayStates).toEqual(['empty', 'normal', 'few-stock', 'sold-out', 'close', 'disable']);
  });

  it('"closed or no stock record gives close"', () => {
    expect(dayState({ record: undefined })).toBe('close');
    expect(dayState({ record: { stock_status: 'closed' } })).toBe('close');
  });

  it('gives sold-out for a sold_out record', () => {
    expect(dayState({ record: { stock_status: 'sold_out' } })).toBe('sold-out');
  });

  it('"maximum stock below total tickets wanted gives sold-out"', () => {
    expect(dayState({ record: normal, maxStock: 2, ticketsWanted: 3 })).toBe('sold-out');
    expect(dayState({ record: normal, maxStock: 3, ticketsWanted: 3 })).toBe('normal');
    expect(dayState({ record: normal, maxStock: 0 })).toBe('normal');
  });

  it('"set product missing or lacking stock (when Time_Change_Set_Product_Stock is \'false\') gives sold-out"', () => {
    const missing = [{ quantity: 1, remainingStock: undefined }];
    const lacking = [{ quantity: 3, remainingStock: 2 }];
    const enough = [{ quantity: 2, remainingStock: 2 }];
    expect(dayState({ record: normal, setProducts: missing, checkSetProductStock: true })).toBe('sold-out');
    expect(dayState({ record: normal, setProducts: lacking, checkSetProductStock: true })).toBe('sold-out');
    expect(dayState({ record: normal, setProducts: enough, checkSetProductStock: true })).toBe('normal');
    expect(dayState({ record: normal, setProducts: lacking, checkSetProductStock: false })).toBe('normal');
  });

  it('"product few status gives few-stock"', () => {
    expect(dayState({ record: normal, isFew: true })).toBe('few-stock');
    expect(dayState({ record: { stock_status: 'few' } })).toBe('few-stock');
  });

  it('"otherwise normal"', () => {
    expect(dayState({ record: normal, isFew: false, maxStock: 10, ticketsWanted: 2 })).toBe('normal');
  });

  it('disables days outside the sale window before any other state', () => {
    expect(dayState({ record: undefined, disabled: true })).toBe('disable');
    expect(dayState({ record: normal, disabled: true })).toBe('disable');
  });

  it('property: the rules apply in order close > sold-out > few-stock > normal', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('few', 'sold_out', 'closed', 'normal'), { nil: undefined }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (status, maxStock, ticketsWanted, isFew) => {
          const state = dayState({
            record: status === undefined ? undefined : { stock_status: status },
            maxStock,
            ticketsWanted,
            isFew,
          });
          if (status === undefined || status === 'closed') expect(state).toBe('close');
          else if (status === 'sold_out' || maxStock < ticketsWanted) expect(state).toBe('sold-out');
          else if (isFew || status === 'few') expect(state).toBe('few-stock');
          else expect(state).toBe('normal');
        },
      ),
    );
  });

  it('takes the maximum remaining stock of the time slots', () => {
    expect(maxRemainingStock([{ remaining_stock: 3 }, { remaining_stock: 9 }, { remaining_stock: 0 }])).toBe(
      9,
    );
    expect(maxRemainingStock([])).toBe(0);
  });
});
