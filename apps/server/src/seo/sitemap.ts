import { escapeHtml, sitePageUrl, type TenantConfig } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { productsOnSale } from './productsOnSale.ts';

/** A site's pages for search engines: its entry and each product on sale, in each site language. */
export async function siteUrls(
  db: Kysely<Database>,
  tenant: TenantConfig,
  origin: string,
): Promise<string[]> {
  if (tenant.searchIndexing === false) return [];
  const products = await productsOnSale(db, tenant.id, tenant.defaultLanguage);
  return [null, ...products.map((product) => product.uuid)].flatMap((productUuid) =>
    tenant.languages.map((language) => sitePageUrl(origin, tenant, { language, productUuid })),
  );
}

/** A sitemaps.org `urlset` of the URLs. */
export function sitemapXml(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
