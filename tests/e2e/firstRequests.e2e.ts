import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The order page's HTML asks for the app's first API answers as it loads (the build's fetch
 * preloads); the app must take those answers instead of asking again. The catalogue's answers and the
 * server's texts come inside the page (the server's render of the first screen), so nobody asks for them.
 */
test('the order page asks for its first answers once, from the page, and the app takes them', async ({
  page,
}) => {
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) apiCalls.push(request);
  });
  await page.goto('/');
  await expect(page.locator('[data-step=product] label').first()).toBeVisible();
  const preloaded = await page
    .locator('link[rel=preload][as=fetch]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded.map((url) => new URL(url).pathname)).toEqual(['/demo/api/v1/langs']);
  for (const url of preloaded) {
    expect(
      apiCalls.filter((request) => request.url() === url),
      url,
    ).toHaveLength(1);
  }
  const inPage = apiCalls.filter((request) => /\/(products|configurations|texts)(\?|$)/.test(request.url()));
  expect(inPage.map((request) => request.url())).toEqual([]);
});
