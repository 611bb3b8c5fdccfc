import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineTenant, headTags, siteTitle } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '../../testing/schemaOrg.ts';
import { sitemapProblems } from '../../testing/sitemapSchema.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import type { RunningServer } from '../server.ts';

const demo = testTenants.demo as NonNullable<typeof testTenants.demo>;
/** A venue that sells only from its own pages. */
const hidden = defineTenant({
  ...demo,
  id: 'hidden',
  title: { ja: '非公開', default: 'Hidden' },
  searchIndexing: false,
});
const tenants = { ...testTenants, hidden };

/** A page as the storefront's build writes it: the entry's head tags in the default language. */
function builtPage(tenant: typeof demo): string {
  const tags = headTags({
    tenant,
    origin: 'VENUE_SITE_ORIGIN',
    language: tenant.defaultLanguage,
    title: siteTitle(tenant, tenant.defaultLanguage),
    siteName: siteTitle(tenant, tenant.defaultLanguage),
    description: 'built',
  });
  return `<!doctype html><html lang="ja"><head><title>${tenant.title.ja}</title>${tags}</head><body><div id="root"></div></body></html>`;
}

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );

describe.each(testDatabases)('search engines and link previews (%s)', (database) => {
  const dist = mkdtempSync(join(tmpdir(), 'seo-dist-'));
  let server: RunningServer;
  beforeAll(async () => {
    for (const tenant of Object.values(tenants)) {
      mkdirSync(join(dist, tenant.id, 'tickets'), { recursive: true });
      writeFileSync(join(dist, tenant.id, 'index.html'), builtPage(tenant));
      writeFileSync(join(dist, tenant.id, 'tickets', 'index.html'), builtPage(tenant));
    }
    server = await startTestServer(database, { tenants, storefrontDist: dist });
    // Ajv compiles the vocabulary's schemas on first use (seconds on a busy machine): here, not in a test.
    for (const type of ['Event', 'Product', 'Offer', 'Place', 'Organization', 'Brand']) {
      schemaOrgProblems({ '@type': type });
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('writes the entry head for the request: language, canonical, alternates, preview tags and JSON-LD', async () => {
    const response = await fetch(`${server.url}/demo/?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<title>Demo</title>');
    expect(html).not.toContain('VENUE_SITE_ORIGIN');
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)).toMatch(
      /^Official online tickets for Demo\./,
    );
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.url}/demo/?lang=en`);
    for (const [hreflang, query] of [
      ['ja', ''],
      ['en', '?lang=en'],
      ['zh-Hans', '?lang=zh-hans'],
      ['zh-Hant', '?lang=zh-hant'],
      ['ko', '?lang=kr'],
      ['th', '?lang=th'],
      ['x-default', ''],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${server.url}/demo/${query}">`,
      );
    }
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe('Demo');
    expect(attribute(html, /<meta property="og:description" content="([^"]+)"/)).toMatch(
      /^Official online tickets/,
    );
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
      `${server.url}/demo/og-image.png`,
    );
    expect(html).not.toContain('name="robots"');
    const products = (await call(server.url, 'GET', '/demo/api/v1/products?lang=en')).body as {
      uuid: string;
      name: string;
    }[];
    const items = jsonLd(html);
    expect(items.map((item) => item.name)).toEqual(products.map((product) => product.name));
    for (const item of items) {
      expect(schemaOrgProblems(item)).toEqual([]);
      expect(item.offers).toMatchObject({ priceCurrency: 'JPY', availability: 'https://schema.org/InStock' });
    }
  });

  it("gives a product's page its own title, description, canonical URL and JSON-LD", async () => {
    const [product] = (await call(server.url, 'GET', '/demo/api/v1/products?lang=ja')).body as {
      uuid: string;
      name: string;
      description: string;
    }[];
    const html = await (await fetch(`${server.url}/demo/?id=${product?.uuid}`)).text();
    expect(html).toContain(`<title>${product?.name} | デモ</title>`);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `${server.url}/demo/?id=${product?.uuid}`,
    );
    expect(jsonLd(html)).toHaveLength(1);
    expect(jsonLd(html)[0]).toMatchObject({
      name: product?.name,
      url: `${server.url}/demo/?id=${product?.uuid}`,
    });
    // An unknown product or language falls back to the entry in the default language.
    const entry = await (await fetch(`${server.url}/demo/?id=nope&lang=xx`)).text();
    expect(attribute(entry, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.url}/demo/`);
  });

  it('answers robots.txt as plain text naming the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(new RegExp(`^Sitemap: ${server.url}/sitemap.xml$`, 'm'));
  });

  it("lists every listed site's entry and products in each language in a sitemap valid under its XSD", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(await sitemapProblems(xml)).toEqual([]);
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] as string).replaceAll('&#38;', '&'),
    );
    const products = (await call(server.url, 'GET', '/demo/api/v1/products?lang=ja')).body as {
      uuid: string;
    }[];
    expect(urls).toContain(`${server.url}/demo/`);
    expect(urls).toContain(`${server.url}/demo/?lang=th`);
    expect(urls).toContain(`${server.url}/members-cafe/?lang=en`);
    expect(urls).not.toContain(`${server.url}/members-cafe/?lang=th`);
    for (const product of products) expect(urls).toContain(`${server.url}/demo/?id=${product.uuid}&lang=kr`);
    expect(urls.some((url) => url.includes('/hidden/') || url.includes('/tickets'))).toBe(false);
    const own = await (await fetch(`${server.url}/members-cafe/sitemap.xml`)).text();
    expect(await sitemapProblems(own)).toEqual([]);
    expect(own).not.toContain('/demo/');
  });

  it('answers noindex on ticket, receipt, payment and dev pages and leaves them out', async () => {
    for (const path of ['/demo/tickets/', '/tickets/', '/members-cafe/tickets/']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
    for (const path of ['/demo/sandbox/3ds/nope', '/dev/mailbox', '/demo/?qr_token=abc']) {
      expect((await fetch(`${server.url}${path}`)).headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('keeps a site with searchIndexing false out of search everywhere, with an empty sitemap', async () => {
    const response = await fetch(`${server.url}/hidden/?lang=en`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
    const sitemap = await (await fetch(`${server.url}/hidden/sitemap.xml`)).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('<url>');
    expect((await fetch(`${server.url}/demo/`)).headers.get('x-robots-tag')).toBeNull();
  });
});
