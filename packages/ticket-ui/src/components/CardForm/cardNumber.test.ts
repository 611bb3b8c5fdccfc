import { describe, expect, it } from 'vitest';
import { groupCardNumber, groupedCaret, stripCardNumber } from './cardNumber.ts';

describe('card number text', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    [' 4111\t1111 - 1111 1111 ', '4111111111111111'],
    ['4111x', '4111x'],
  ])('strips spaces and hyphens from %j', (typed, number) => {
    expect(stripCardNumber(typed)).toBe(number);
  });

  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['36227206271667', '3622 7206 2716 67'],
  ])('groups %j in fours', (number, shown) => {
    expect(groupCardNumber(number)).toBe(shown);
  });

  it('puts the caret after the same characters of the number in the grouped text', () => {
    const shown = groupCardNumber('4242424242424242');
    for (const kept of [0, 1, 4, 5, 8, 9, 16]) {
      expect(stripCardNumber(shown.slice(0, groupedCaret(kept)))).toHaveLength(kept);
      expect(shown[groupedCaret(kept) - 1]).not.toBe(' ');
    }
  });
});
