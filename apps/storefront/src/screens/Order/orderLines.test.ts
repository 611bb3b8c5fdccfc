import { ticketCount } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { chosenLines, setLines, setsWithinLimits, summaryLines, ticketLines } from './orderLines.ts';

const slot = {
  options: [
    { id: 7, name: 'Adult', add_cost: 800 },
    { id: 8, name: 'Child', add_cost: 0 },
  ],
};
const audioGuide = { uuid: 'audio', name: 'Audio guide', base_price: 600, limit_min: 2, limit_max: 4 };

describe('order lines', () => {
  it('prices each ticket kind of the slot at the base price plus its extra cost', () => {
    const lines = ticketLines(1200, slot, { '7': 2 });
    expect(lines).toEqual([
      { optionId: 7, label: 'Adult', count: 2, price: 2000 },
      { optionId: 8, label: 'Child', count: 0, price: 1200 },
    ]);
    expect(ticketCount(lines)).toBe(2);
    expect(ticketLines(1200, null, { '7': 2 })).toEqual([]);
  });

  it('keeps set products wanted within their limits, none wanted being fine', () => {
    expect(setLines([audioGuide], { audio: 2 })).toEqual([
      { uuid: 'audio', label: 'Audio guide', quantity: 2, price: 600 },
    ]);
    expect(setsWithinLimits([audioGuide], {})).toBe(true);
    expect(setsWithinLimits([audioGuide], { audio: 2 })).toBe(true);
    expect(setsWithinLimits([audioGuide], { audio: 1 })).toBe(false);
    expect(setsWithinLimits([audioGuide], { audio: 5 })).toBe(false);
  });

  it('orders the chosen kinds and set products only, the quantity being the tickets', () => {
    const lines = ticketLines(1200, slot, { '7': 0, '8': 3 });
    expect(chosenLines(lines, setLines([audioGuide], { audio: 0 }))).toEqual({
      quantity: 3,
      option_values: [{ option_value_id: 8, quantity: 3 }],
      set_products: [],
    });
    expect(chosenLines(lines, setLines([audioGuide], { audio: 2 })).set_products).toEqual([
      { uuid: 'audio', quantity: 2 },
    ]);
  });

  it('sums up the kinds and set products wanted, each with its amount', () => {
    const lines = ticketLines(1200, slot, { '7': 2 });
    expect(summaryLines(lines, setLines([audioGuide], { audio: 3 }))).toEqual([
      { id: '7', label: 'Adult', quantity: 2, amount: 4000 },
      { id: 'audio', label: 'Audio guide', quantity: 3, amount: 1800 },
    ]);
  });
});
