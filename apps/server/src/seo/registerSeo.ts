import type { Context, Hono } from 'hono';
import type { AppContext } from '../http/context.ts';
import { type AppPageKind, writePageHead } from './pageHead.ts';
import { isPrivatePage } from './privatePages.ts';
import { sitemapXml, siteUrls } from './sitemap.ts';

const xmlHeaders = { 'content-type': 'application/xml; charset=UTF-8', 'cache-control': 'no-cache' };

/**
 * What search engines read besides the pages: `/robots.txt` (plain text naming the sitemap; the API is
 * not for crawling), `/sitemap.xml` with every listed site's pages, `/<tenant>/sitemap.xml` with one
 * site's (empty for a site with `searchIndexing: false`), and `X-Robots-Tag: noindex` on private pages
 * (`isPrivatePage`) and on every answer of a site that opts out.
 */
export function registerSeo(app: Hono, context: AppContext): void {
  const { tenants } = context;
  app.use('*', async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    const first = url.pathname.split('/', 2)[1] ?? '';
    const tenant = tenants[Object.hasOwn(tenants, first) ? first : 'demo'];
    if (isPrivatePage(url) || tenant?.searchIndexing === false) c.header('x-robots-tag', 'noindex');
  });
  app.get('/robots.txt', (c) => {
    const origin = new URL(c.req.url).origin;
    const body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /*/api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return c.text(body.join('\n'), 200, { 'cache-control': 'no-cache' });
  });
  app.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin;
    const urls = await Promise.all(
      Object.values(tenants).map((tenant) => siteUrls(context.db.kysely, tenant, origin)),
    );
    return c.body(sitemapXml(urls.flat()), 200, xmlHeaders);
  });
  app.get('/:tenant/sitemap.xml', async (c, next) => {
    const id = c.req.param('tenant');
    const tenant = Object.hasOwn(tenants, id) ? tenants[id] : undefined;
    if (!tenant) return next();
    const urls = await siteUrls(context.db.kysely, tenant, new URL(c.req.url).origin);
    return c.body(sitemapXml(urls), 200, xmlHeaders);
  });
}

/** Writes each served app page's head for its request (`writePageHead`), for `registerStorefront`. */
export function pageHeadWriter(context: AppContext) {
  return (html: string, c: Context, tenantId: string, kind: AppPageKind) => {
    const tenant = context.tenants[tenantId];
    return tenant ? writePageHead(html, context.db.kysely, tenant, new URL(c.req.url), kind) : html;
  };
}
