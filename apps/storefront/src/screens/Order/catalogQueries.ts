import type { PageRequest } from '@venue/first-screen/contract';
import type { LanguageCode } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { prefetch } from '../../api/prefetch.ts';

/** The order screen's first requests: the products in the visitor's language and the settings. */
export const catalogQueries = (lang: LanguageCode) => ({
  products: {
    key: `products:${lang}`,
    request: { endpoint: 'getProducts', query: { lang } } satisfies PageRequest,
    load: (signal: AbortSignal) => api.getProducts({ query: { lang }, signal }),
  },
  settings: {
    key: 'settings',
    request: { endpoint: 'getConfigurations', query: {} } satisfies PageRequest,
    load: (signal: AbortSignal) => api.getConfigurations({ signal }),
  },
});

/** Starts the order screen's first requests with the app, before the screen's code has arrived. */
export function prefetchCatalog(lang: LanguageCode) {
  const { products, settings } = catalogQueries(lang);
  prefetch(products.key, products.load);
  prefetch(settings.key, settings.load);
}
