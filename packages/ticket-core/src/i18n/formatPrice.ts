/** Spec section 3: "Currencies: JPY, USD, EUR, SAR." */
export const currencies = ['JPY', 'USD', 'EUR', 'SAR'] as const;
export type Currency = (typeof currencies)[number];

/** Prices are yen unless a format names another currency. */
export const defaultCurrency: Currency = 'JPY';

/** Spec section 3: "Symbols recognised: full-width yen, yen, euro, dollar, JP, SAR." */
export const currencySymbols = ['￥', '¥', '€', '$', 'JP', 'SAR'] as const;

/** Spec section 9: "Currency locale default ja-JP". */
export const defaultCurrencyLocale = 'ja-JP';

const symbolPattern = new RegExp(
  currencySymbols.map((symbol) => symbol.replace(/[$]/g, '\\$')).join('|'),
  'g',
);

/** Removes every recognised currency symbol and the spacing around the number. */
export function stripCurrencySymbols(text: string): string {
  return text.replace(symbolPattern, '').trim();
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and currency: making one costs far more than formatting with it. */
function currencyFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

export interface PriceFormat {
  currency?: Currency;
  locale?: string;
}

/**
 * Spec section 9: the price formatted as currency, "symbols are stripped and the price inserted into a
 * text template" such as '{price}円' or '¥{price}'.
 */
export function formatPrice(amount: number, template: string, format: PriceFormat = {}): string {
  const { currency = defaultCurrency, locale = defaultCurrencyLocale } = format;
  const number = currencyFormat(locale, currency).format(Math.abs(amount));
  const price = template.replaceAll('{price}', stripCurrencySymbols(number));
  // A discount reads '−¥460' (a minus sign before the whole price), never '¥-460'.
  return amount < 0 ? `\u2212${price}` : price;
}
