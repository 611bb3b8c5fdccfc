import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { appendToHead } from '@venue/first-screen/html';
import {
  entryDescription,
  headTags,
  headTagsEnd,
  headTagsStart,
  previewImage,
  siteTitle,
  type TenantConfig,
} from '@venue/ticket-core';
import type { Plugin } from 'vite';

/**
 * Where the site is served from, when the build knows it (`SITE_ORIGIN`); otherwise a placeholder that the
 * server writes anew with each answer (apps/server/src/seo/pageHead.ts), as it does the CSP nonce.
 */
export const siteOriginPlaceholder = 'VENUE_SITE_ORIGIN';

/**
 * The link-preview image: the site's header logo centred on its header colour, 1200 x 630 PNG (the size
 * Open Graph and Twitter's large card ask for; previews take no SVG).
 */
export function previewImagePng(tenant: TenantConfig, tenantDir: string): Buffer {
  const logo = readFileSync(join(tenantDir, tenant.logos.header), 'utf8');
  const { width, height } = previewImage;
  // The logo as a nested <svg> in a 800 x 300 box in the middle, scaled to fit (its text takes the
  // machine's fonts, which an <image> of the logo would not).
  const nested = logo.replace(/<svg\b([^>]*)>/, (_tag, attributes: string) => {
    const size = (name: string) => attributes.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1];
    const viewBox = attributes.includes('viewBox=')
      ? ''
      : ` viewBox="0 0 ${size('width')} ${size('height')}"`;
    const kept = attributes.replace(/\s(?:width|height|x|y)="[^"]*"/g, '');
    return `<svg${kept}${viewBox} x="200" y="165" width="800" height="300">`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${tenant.ticketPage.headerColor.pc}"/>` +
    `${nested.replace(/<\?xml[^>]*>/, '')}</svg>`;
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

/**
 * The pages' search and link-preview head tags, written at build time: on `index.html` those of the
 * site's entry in its default language (description, canonical URL, hreflang alternates, Open Graph and
 * Twitter card tags, noindex when the site opts out of search indexing), on `tickets/index.html` noindex
 * only. The server writes them anew for each request's language and product and adds the products'
 * JSON-LD, which need its database. The build also writes the preview image, `og-image.png`.
 */
export function seoHead(tenant: TenantConfig, tenantDir: string, root: string): Plugin {
  const origin = process.env.SITE_ORIGIN?.replace(/\/$/, '') || siteOriginPlaceholder;
  const language = tenant.defaultLanguage;
  return {
    name: 'venue-seo-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const page = relative(root, context.filename);
        const tags =
          page === 'index.html'
            ? headTags({
                tenant,
                origin,
                language,
                title: siteTitle(tenant, language),
                siteName: siteTitle(tenant, language),
                description: entryDescription(tenant, language),
              })
            : `${headTagsStart}<meta name="robots" content="noindex">${headTagsEnd}`;
        return appendToHead(html, tags);
      },
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: previewImage.file,
        source: previewImagePng(tenant, tenantDir),
      });
    },
  };
}
