import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Spec 3, 7 and 9: each site's tag-manager container. Google's script is never fetched from the
 * network here: its requests are answered by the test, which records them.
 */
async function recordTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  // Nothing leaves the machine; the route added last (Tag Manager's) is tried first.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.tagManagerRan = new URL(document.currentScript.src).searchParams.get("id");',
    });
  });
  return requested;
}

test('a site with a container stores its tag-manager data and loads its container', async ({ page }) => {
  const requested = await recordTagManager(page);
  await page.goto('/#/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { tagManagerRan?: string }).tagManagerRan))
    .toBe('GTM-DEMO001');
  expect(requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-DEMO001']);
  expect(await page.evaluate(() => sessionStorage.getItem('demo:tagManagerData'))).toBe(
    JSON.stringify({ id: 'demo', container_id: 'GTM-DEMO001' }),
  );
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
  expect(events).toContain('gtm.js');
});

test('a site without a container loads nothing', async ({ page }) => {
  const requested = await recordTagManager(page);
  await page.goto('/ruins/#/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('ruins:tagManagerData')))
    .toBe(JSON.stringify({ id: 'ruins', container_id: null }));
  expect(requested).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});
