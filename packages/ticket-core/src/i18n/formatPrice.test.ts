import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencies,
  currencySymbols,
  defaultCurrencyLocale,
  formatPrice,
  stripCurrencySymbols,
} from './formatPrice.ts';

describe('price formatting (spec 3, 9)', () => {
  it('"Currencies: JPY, USD, EUR, SAR. Symbols recognised: full-width yen, yen, euro, dollar, JP, SAR"', () => {
    expect(currencies).toEqual(['JPY', 'USD', 'EUR', 'SAR']);
    expect(currencySymbols).toEqual(['￥', '¥', '€', '$', 'JP', 'SAR']);
  });

  it('"Currency locale default ja-JP; symbols are stripped and the price inserted into a text template"', () => {
    expect(defaultCurrencyLocale).toBe('ja-JP');
    expect(formatPrice(1234567, '{price}円')).toBe('1,234,567円');
    expect(formatPrice(2000, '¥{price}')).toBe('¥2,000');
    expect(formatPrice(0, '{price}円')).toBe('0円');
  });

  it('strips the symbols other locales and currencies print', () => {
    expect(formatPrice(1500, '{price} yen', { locale: 'zh-CN' })).toBe('1,500 yen');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the template under test puts a dollar sign before its placeholder.
    expect(formatPrice(1234.5, '${price}', { currency: 'USD', locale: 'en-US' })).toBe('$1,234.50');
    expect(formatPrice(10, '{price} EUR', { currency: 'EUR', locale: 'en-US' })).toBe('10.00 EUR');
    expect(formatPrice(10, '{price}', { currency: 'SAR', locale: 'en-US' })).toBe('10.00');
  });

  it('strips every recognised symbol', () => {
    expect(stripCurrencySymbols('￥1,000')).toBe('1,000');
    expect(stripCurrencySymbols('JP¥1,000')).toBe('1,000');
    expect(stripCurrencySymbols('SAR\u00a01,000')).toBe('1,000');
    expect(stripCurrencySymbols('€5 $6')).toBe('5 6');
  });

  it('property: a yen price in ja-JP shows exactly its digits, grouped by thousands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const text = formatPrice(amount, '{price}円');
        expect(text).toMatch(/^\d{1,3}(,\d{3})*円$/);
        expect(Number(text.replace(/[,円]/g, ''))).toBe(amount);
      }),
    );
  });

  it('puts a minus sign before the whole price of a negative amount (a discount reads −¥460)', () => {
    expect(formatPrice(-460, '¥{price}')).toBe('\u2212¥460');
    expect(formatPrice(-1200, '{price}円')).toBe('\u22121,200円');
    expect(formatPrice(0, '¥{price}')).toBe('¥0');
  });
});
