import { defaultCurrency, defaultCurrencyLocale, displayTimeZone } from '@venue/ticket-core';
import type { HtmlTagDescriptor } from 'vite';

/**
 * The page's first uses of `Intl`, as it is parsed: a page's first use, whichever call it is, loads the
 * browser's ICU data (20-55 ms on the bench machine), and the first price and the first date in the
 * venue's time zone load their own (currency and zone data: up to 20 ms more). Before the first paint
 * nothing on the page can be used, so the visitor waits for nothing they could do; after it, these would
 * lengthen the app's first tasks (react-aria's i18n module as it is evaluated, the order screen's first
 * render) while the page is already shown and taking clicks. It formats as the app does: dates in the
 * page's language and the venue's time zone, prices as `formatPrice` does by default.
 */
export const icuWarmUp: HtmlTagDescriptor = {
  tag: 'script',
  // In a block: a classic script's top-level `const` would be the page's global.
  children: [
    '{',
    `  new Intl.DateTimeFormat(document.documentElement.lang, { timeZone: '${displayTimeZone}' }).format(0);`,
    `  new Intl.NumberFormat('${defaultCurrencyLocale}', { style: 'currency', currency: '${defaultCurrency}' }).format(0);`,
    '}',
  ].join('\n'),
  injectTo: 'head-prepend',
};
