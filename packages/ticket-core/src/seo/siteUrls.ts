import type { LanguageCode } from '../i18n/languages.ts';
import type { TenantConfig } from '../tenant/tenantConfig.ts';

/** The language tag search engines read in `hreflang` (BCP 47), for each interface language. */
const hreflangTags: Record<LanguageCode, string> = {
  ja: 'ja',
  en: 'en',
  'zh-hans': 'zh-Hans',
  'zh-hant': 'zh-Hant',
  kr: 'ko',
  th: 'th',
};

export function hreflangOf(language: LanguageCode): string {
  return hreflangTags[language];
}

/** A page of a site that search engines may list: its entry, or the entry with a product chosen. */
export interface SitePage {
  language: LanguageCode;
  /** The product the entry opens on (the entry URL's `id` query of spec section 2), or none. */
  productUuid?: string | null;
}

/**
 * The public URL of a site's page: `<origin>/<tenant>/`, with `id` for a product and `lang` for any
 * language but the site's default (whose page is the plain entry, also the `x-default`).
 */
export function sitePageUrl(
  origin: string,
  tenant: Pick<TenantConfig, 'id' | 'defaultLanguage'>,
  page: SitePage,
): string {
  const query = new URLSearchParams();
  if (page.productUuid) query.set('id', page.productUuid);
  if (page.language !== tenant.defaultLanguage) query.set('lang', page.language);
  const search = query.toString();
  return `${origin}/${tenant.id}/${search ? `?${search}` : ''}`;
}
