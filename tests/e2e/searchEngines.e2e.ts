import { schemaOrgProblems } from '../../apps/server/testing/schemaOrg.ts';
import { sitemapProblems } from '../../apps/server/testing/sitemapSchema.ts';
import { hreflangOf } from '../../packages/ticket-core/src/seo/siteUrls.ts';
import { tenants } from '../../tenants/index.ts';
import { expect, test } from './fixtures.ts';

/** An attribute of the first tag of the served HTML's head that matches, as written (entities kept). */
const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replaceAll('&#38;', '&');

test.describe('search engines and link previews read each site without running its scripts', () => {
  for (const tenant of Object.values(tenants)) {
    test(`${tenant.id}: the home page's HTML names its title, description, languages, preview and products`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(`/${tenant.id}/`);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-robots-tag']).toBeUndefined();
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const home = `${baseURL}/${tenant.id}/`;
      expect(attribute(head, /<title>([^<]+)<\/title>/)).toBe(
        tenant.defaultLanguage === 'ja' ? tenant.title.ja : tenant.title.default,
      );
      expect(attribute(head, /<meta name="description" content="([^"]{20,})"/)).toBeTruthy();
      expect(attribute(head, /<link rel="canonical" href="([^"]+)"/)).toBe(home);
      for (const language of tenant.languages) {
        const href = language === tenant.defaultLanguage ? home : `${home}?lang=${language}`;
        expect(head).toContain(`<link rel="alternate" hreflang="${hreflangOf(language)}" href="${href}">`);
      }
      expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${home}">`);
      expect(attribute(head, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
      expect(attribute(head, /<meta property="og:description" content="([^"]+)"/)).toBeTruthy();
      expect(head).not.toContain('name="robots"');
      const image = attribute(head, /<meta property="og:image" content="([^"]+)"/) ?? '';
      const picture = await request.get(image);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
      const items = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
      );
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(schemaOrgProblems(item)).toEqual([]);
        expect(item.offers).toMatchObject({ priceCurrency: 'JPY' });
        expect(String(item.url)).toContain(`${home}?id=`);
      }
    });
  }

  test('robots.txt is plain text naming the sitemap, which lists each site and validates against its XSD', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(await sitemapProblems(xml)).toEqual([]);
    for (const tenant of Object.values(tenants)) expect(xml).toContain(`<loc>${baseURL}/${tenant.id}/</loc>`);
    expect(xml).not.toContain('/tickets');
  });

  test("a product page's address from the JSON-LD opens the site on that product (softbank sells only from product links)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/softbank/?lang=en')).text();
    const item = JSON.parse(
      html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}',
    ) as { url?: string };
    expect(item.url).toMatch(/\/softbank\/\?id=/);
    await page.goto(String(item.url).replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/softbank\/#\/\?id=/);
    await expect(page.locator('[data-step=date] [role=gridcell]').first()).toBeVisible();
  });

  test('ticket and receipt pages (the tickets/ base) answer noindex', async ({ request }) => {
    for (const path of ['/kyoto/tickets/', '/tickets/', '/demo/tickets/?lang=en']) {
      const response = await request.get(path);
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      expect(await response.text()).toContain('<meta name="robots" content="noindex">');
    }
  });
});
