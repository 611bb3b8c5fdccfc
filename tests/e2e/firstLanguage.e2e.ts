import en from '../../apps/storefront/src/i18n/messages/entry/en.ts';
import ja from '../../apps/storefront/src/i18n/messages/entry/ja.ts';
import kr from '../../apps/storefront/src/i18n/messages/entry/kr.ts';
import { expect, test } from './fixtures.ts';

const stored = (page: import('@playwright/test').Page, key: string) =>
  page.evaluate((name) => sessionStorage.getItem(name), key);

/** Spec section 4: the first load takes the language list's is_default entry and stores it. */
test.describe('the first language of a visit', () => {
  test('a first visit stores the server’s default and shows the site in it', async ({ page }) => {
    await page.goto('/azabudai-borderless/');
    // The heading is in the page's HTML before the app runs: the stored choice comes once the app has started.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['order.title']);
    await expect.poll(() => stored(page, 'azabudai-borderless:defaultLanguageCode')).toBe('"en"');
    await expect.poll(() => stored(page, 'azabudai-borderless:languageCode')).toBe('"en"');
  });

  test('the server’s is_default decides, not the bundled default', async ({ page }) => {
    // The server's own list, with its default moved to Korean (as a site's operator may set it).
    await page.route('**/demo/api/v1/langs', async (route) => {
      const answer = await route.fetch();
      const languages = (await answer.json()) as { id: string; is_default: boolean }[];
      expect(languages.find((language) => language.is_default)?.id).toBe('ja');
      await route.fulfill({
        response: answer,
        json: languages.map((language) => ({ ...language, is_default: language.id === 'kr' })),
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kr['order.title']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kr');
    await expect.poll(() => stored(page, 'demo:defaultLanguageCode')).toBe('"kr"');
    // An unsupported ?lang= falls back to that default.
    await page.evaluate(() => sessionStorage.removeItem('demo:languageCode'));
    await page.goto('/#/?lang=fr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kr['order.title']);
  });

  test('?lang= is shown at once and the default is still stored', async ({ page }) => {
    await page.goto('/#/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['order.title']);
    await expect.poll(() => stored(page, 'demo:defaultLanguageCode')).toBe('"ja"');
    await page.evaluate(() => sessionStorage.removeItem('demo:languageCode'));
    await page.goto('/#/');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja['order.title']);
  });
});
