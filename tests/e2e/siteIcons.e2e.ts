import { tenants } from '../../tenants/index.ts';
import { expect, test } from './fixtures.ts';

test.describe("each site names its own icons, and browsers' /favicon.ico is the default site's", () => {
  // The served head as the browser reads it, before the app (which may move to another route) starts.
  test.use({ javaScriptEnabled: false });

  for (const tenant of Object.values(tenants)) {
    test(`${tenant.id}: the home and ticket pages name icons that answer as images`, async ({
      page,
      request,
    }) => {
      const named: string[] = [];
      for (const path of [`/${tenant.id}/`, `/${tenant.id}/tickets/`]) {
        await page.goto(path);
        const hrefs = await page
          .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
        expect(hrefs.map((href) => new URL(href).pathname).sort()).toEqual(
          ['apple-touch-icon.png', 'favicon.ico', 'icon-192.png', 'icon-512.png', 'icon.svg'].map(
            (file) => `/${tenant.id}/${file}`,
          ),
        );
        named.push(...hrefs);
      }
      for (const href of new Set(named)) {
        const icon = await request.get(href);
        expect(icon.status(), href).toBe(200);
        expect(icon.headers()['content-type'], href).toMatch(/^image\//);
      }
    });
  }

  test("/favicon.ico is the default site's icon", async ({ request }) => {
    const root = await request.get('/favicon.ico');
    expect(root.status()).toBe(200);
    expect(root.headers()['content-type']).toBe('image/x-icon');
    expect(await root.body()).toEqual(await (await request.get('/demo/favicon.ico')).body());
  });
});
