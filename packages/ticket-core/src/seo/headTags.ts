import { type LanguageCode, languageCodes } from '../i18n/languages.ts';
import { intlLocale } from '../i18n/locales.ts';
import type { TenantConfig } from '../tenant/tenantConfig.ts';
import { escapeHtml } from './escapeHtml.ts';
import { hreflangOf, sitePageUrl } from './siteUrls.ts';

/** Where a page's search and link-preview tags sit in its HTML, so a later step can write them anew. */
export const headTagsStart = '<!--venue-seo-->';
export const headTagsEnd = '<!--/venue-seo-->';

/** The image link previews show for a site (`<site>/og-image.png`, written by the storefront's build). */
export const previewImage = { file: 'og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

export interface HeadTagsInput {
  tenant: Pick<TenantConfig, 'id' | 'defaultLanguage' | 'languages' | 'searchIndexing'>;
  /** Scheme, host and port the site is served from, without a trailing slash. */
  origin: string;
  language: LanguageCode;
  /** The product the page opens on, or none for the entry. */
  productUuid?: string | null;
  title: string;
  siteName: string;
  description: string;
  /** Absolute URL of the preview image; the site's `og-image.png` when omitted. */
  image?: string;
  /** schema.org objects written as one JSON-LD script each. */
  structuredData?: readonly object[];
  /** Keeps the page out of search results; also set for every page of a site that opts out. */
  noindex?: boolean;
}

/** JSON for a `<script>` element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;

const ogLocale = (language: LanguageCode) => intlLocale(language).replace('-', '_');

/**
 * A page's head tags between `headTagsStart` and `headTagsEnd`: meta description, canonical URL, an
 * `hreflang` alternate per site language plus `x-default`, Open Graph and Twitter card tags with the
 * preview image, `robots` noindex when asked or when the site opts out of search indexing, and JSON-LD.
 */
export function headTags(input: HeadTagsInput): string {
  const { tenant, origin, language } = input;
  const productUuid = input.productUuid ?? null;
  const languages = languageCodes.filter((code) => tenant.languages.includes(code));
  const canonical = sitePageUrl(origin, tenant, { language, productUuid });
  const image = input.image ?? `${origin}/${tenant.id}/${previewImage.file}`;
  const tags = [
    meta('name', 'description', input.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languages.map(
      (code) =>
        `<link rel="alternate" hreflang="${hreflangOf(code)}" href="${escapeHtml(sitePageUrl(origin, tenant, { language: code, productUuid }))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(sitePageUrl(origin, tenant, { language: tenant.defaultLanguage, productUuid }))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    ...(input.image === undefined
      ? [
          meta('property', 'og:image:type', previewImage.type),
          meta('property', 'og:image:width', previewImage.width),
          meta('property', 'og:image:height', previewImage.height),
        ]
      : []),
    meta('property', 'og:image:alt', input.siteName),
    meta('property', 'og:locale', ogLocale(language)),
    ...languages
      .filter((code) => code !== language)
      .map((code) => meta('property', 'og:locale:alternate', ogLocale(code))),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', image),
    ...(input.noindex || tenant.searchIndexing === false ? [meta('name', 'robots', 'noindex')] : []),
    ...(input.structuredData ?? []).map(
      (item) => `<script type="application/ld+json">${scriptJson(item)}</script>`,
    ),
  ];
  return `${headTagsStart}${tags.join('')}${headTagsEnd}`;
}

/** The page with its head tags replaced by `tags` (or added before `</head>` when it has none yet). */
export function replaceHeadTags(html: string, tags: string): string {
  const start = html.indexOf(headTagsStart);
  const end = html.indexOf(headTagsEnd, start);
  if (start >= 0 && end >= 0) return html.slice(0, start) + tags + html.slice(end + headTagsEnd.length);
  return html.replace(/<\/head>/i, (close) => `${tags}${close}`);
}
