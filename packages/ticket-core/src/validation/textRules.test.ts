import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alphanumeric, maxLength, minLength, numeric, required } from './textRules.ts';

describe('text rules (spec 5)', () => {
  it('"Required: also rejects blank after trim"', () => {
    expect(required('')).toEqual({ key: 'validation.required', params: {} });
    expect(required('   \t')).toEqual({ key: 'validation.required', params: {} });
    expect(required(' a ')).toBeNull();
  });

  it('"maximum ... length (messages take the length)"', () => {
    expect(maxLength(5)('abcdef')).toEqual({ key: 'validation.maxLength', params: { length: 5 } });
    expect(maxLength(5)('abcde')).toBeNull();
    expect(maxLength(2)('日本')).toBeNull();
    expect(maxLength(1)('𠮷')).toBeNull();
  });

  it('"minimum length (messages take the length)"', () => {
    expect(minLength(3)('ab')).toEqual({ key: 'validation.minLength', params: { length: 3 } });
    expect(minLength(3)('abc')).toBeNull();
    expect(minLength(3)('')).toBeNull();
  });

  it('"Numeric: digits only"', () => {
    expect(numeric('0123456789')).toBeNull();
    expect(numeric('12a')).toEqual({ key: 'validation.numeric', params: {} });
    expect(numeric('-1')).not.toBeNull();
    expect(numeric('１２')).not.toBeNull();
  });

  it('"Alpha-numeric: letters and digits only"', () => {
    expect(alphanumeric('abcXYZ019')).toBeNull();
    expect(alphanumeric('ab c')).toEqual({ key: 'validation.alphanumeric', params: {} });
    expect(alphanumeric('ab_c')).not.toBeNull();
  });

  it('leaves empty values to required', () => {
    for (const rule of [numeric, alphanumeric, maxLength(0), minLength(4)]) expect(rule('')).toBeNull();
  });

  it('property: maxLength accepts exactly the strings of at most max code points', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (value, max) => {
          expect(maxLength(max)(value) === null).toBe([...value].length <= max);
        },
      ),
    );
  });

  it('property: numeric accepts every string of ASCII digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,30}$/), (digits) => {
        expect(numeric(digits)).toBeNull();
      }),
    );
  });
});
