import { type Endpoint, type EndpointName, endpoints, type TenantConfig } from '@venue/ticket-core';
import type { Context, Hono } from 'hono';
import { nowMs } from '../clock.ts';
import type { AppContext } from '../http/context.ts';
import { noCookies } from '../http/cookies.ts';
import { receivedMs } from '../http/receivedAt.ts';
import type { Handler, Handlers } from '../http/registerEndpoints.ts';
import type { Logger } from '../log.ts';
import type { Input } from '../service/input.ts';
import { type AnswerRequest, keepFirstScreens, writeFirstScreen } from './firstScreen.ts';
import { type AppPageKind, pageLanguage, writePageHead } from './pageHead.ts';
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

/**
 * Answers the API's requests for `tenant`'s pages served at `origin`, as its endpoints' `handlers` would
 * for a request received at `received` (the server's clock, ms).
 */
function siteAnswers(
  context: AppContext,
  handlers: Handlers,
  tenant: TenantConfig,
  origin: string,
  received: number,
): AnswerRequest {
  const requestContext = {
    ...context,
    tenant,
    siteUrl: `${origin}/${tenant.id}`,
    clientIp: '',
    client: '',
    cookies: noCookies,
    receivedMs: received,
  };
  return async (name, query) => {
    const endpoint: Endpoint = endpoints[name];
    const handler = handlers[name] as Handler<EndpointName>;
    const input = {
      params: undefined,
      query: endpoint.query?.parse(query),
      body: undefined,
    } as Input<EndpointName>;
    return endpoint.answer.parse(await handler(requestContext, input));
  };
}

/**
 * Writes each served app page for its request, for `registerStorefront`: its head (`writePageHead`) and,
 * on a site's entry, its first screen with the answers it shows (`writeFirstScreen`, from the render
 * bundle the storefront's build keeps in `distRoot`), answered by the endpoints' `handlers` as the API
 * answers them; `logger` hears when a site's renderer stops.
 */
export function pageHeadWriter(context: AppContext, distRoot: string, handlers: Handlers, logger: Logger) {
  return async (html: string, c: Context, tenantId: string, kind: AppPageKind) => {
    const tenant = context.tenants[tenantId];
    if (!tenant) return html;
    const url = new URL(c.req.url);
    const page = await writePageHead(html, context.db.kysely, tenant, url, kind);
    if (kind !== 'entry' || isPrivatePage(url)) return page;
    const answer = siteAnswers(context, handlers, tenant, url.origin, receivedMs(c));
    return writeFirstScreen(page, distRoot, tenant.id, pageLanguage(tenant, url), answer, logger);
  };
}

/**
 * Renders and keeps each site's first screen in every language it offers, its home page's first
 * (`keepFirstScreens`), for the server to run once it listens at `origin`, until `stopped()` (it drains).
 */
export function keepHomeScreens(
  context: AppContext,
  distRoot: string,
  handlers: Handlers,
  logger: Logger,
  origin: string,
  stopped: () => boolean,
): Promise<void> {
  const sites = Object.values(context.tenants).flatMap((tenant) => {
    const answer = siteAnswers(context, handlers, tenant, origin, nowMs());
    const languages = [
      tenant.defaultLanguage,
      ...tenant.languages.filter((l) => l !== tenant.defaultLanguage),
    ];
    return languages.map((language) => ({ site: tenant.id, language, answer }));
  });
  return keepFirstScreens(distRoot, sites, logger, stopped);
}
