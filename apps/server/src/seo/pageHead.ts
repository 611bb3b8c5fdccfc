import { writeTitle } from '@venue/first-screen/html';
import {
  entryDescription,
  headTags,
  headTagsEnd,
  headTagsStart,
  isLanguageCode,
  type LanguageCode,
  previewImage,
  replaceHeadTags,
  sitePageUrl,
  siteTitle,
  type TenantConfig,
} from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isPrivatePage } from './privatePages.ts';
import { productJsonLd } from './productJsonLd.ts';
import { productsOnSale } from './productsOnSale.ts';

/** Which built page answers: a site's entry, its ticket pages, or the default site's not-found screen. */
export type AppPageKind = 'entry' | 'tickets' | 'notFound';

const noindexTags = `${headTagsStart}<meta name="robots" content="noindex">${headTagsEnd}`;

/** The language of an entry page: `?lang=` when the site offers it, else the site's default. */
export function pageLanguage(tenant: TenantConfig, url: URL): LanguageCode {
  const lang = url.searchParams.get('lang');
  return isLanguageCode(lang) && tenant.languages.includes(lang) ? lang : tenant.defaultLanguage;
}

/**
 * The built page with its head written for this request (the build wrote it for the entry in the site's
 * default language): title, description, canonical and alternates in the language of `?lang=` (the
 * default otherwise), of the product of `?id=` when it is on sale, with each product on sale as JSON-LD on
 * the entry. Ticket pages, the not-found page and private entries (`isPrivatePage`) answer noindex only.
 */
export async function writePageHead(
  html: string,
  db: Kysely<Database>,
  tenant: TenantConfig,
  url: URL,
  kind: AppPageKind,
): Promise<string> {
  if (kind !== 'entry' || isPrivatePage(url)) return replaceHeadTags(html, noindexTags);
  const language = pageLanguage(tenant, url);
  const products = await productsOnSale(db, tenant.id, language);
  const product = products.find((candidate) => candidate.uuid === url.searchParams.get('id')) ?? null;
  const siteName = siteTitle(tenant, language);
  const title = product ? `${product.name} | ${siteName}` : siteName;
  const origin = url.origin;
  const image = `${origin}/${tenant.id}/${previewImage.file}`;
  const siteUrl = sitePageUrl(origin, tenant, { language });
  const tags = headTags({
    tenant,
    origin,
    language,
    productUuid: product?.uuid,
    title,
    siteName,
    description: product
      ? product.description || `${product.name}: ${entryDescription(tenant, language)}`
      : entryDescription(
          tenant,
          language,
          products.map((item) => item.name),
        ),
    structuredData: (product ? [product] : products).map((item) =>
      productJsonLd(item, {
        siteName,
        siteUrl,
        productUrl: sitePageUrl(origin, tenant, { language, productUuid: item.uuid }),
        image,
      }),
    ),
  });
  return writeTitle(replaceHeadTags(html, tags), title);
}
