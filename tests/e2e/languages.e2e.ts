import en from '../../apps/storefront/src/i18n/messages/entry/en.ts';
import ja from '../../apps/storefront/src/i18n/messages/entry/ja.ts';
import kr from '../../apps/storefront/src/i18n/messages/entry/kr.ts';
import th from '../../apps/storefront/src/i18n/messages/entry/th.ts';
import zhHans from '../../apps/storefront/src/i18n/messages/entry/zh-hans.ts';
import zhHant from '../../apps/storefront/src/i18n/messages/entry/zh-hant.ts';
import { expect, test } from './fixtures.ts';

const languages = { ja, en, 'zh-hans': zhHans, 'zh-hant': zhHant, kr, th } as const;

test.describe('the order page in all six languages', () => {
  for (const [code, messages] of Object.entries(languages)) {
    test(`?lang=${code} shows the order page in that language`, async ({ page }) => {
      await page.goto(`/#/?lang=${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['order.title']);
      await expect(page.getByRole('radiogroup', { name: messages['order.product'] })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(messages['order.title']));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      // No raw message key leaks onto the page.
      await expect(page.locator('body')).not.toContainText(/\b(order|signin|payment|calendar)\.[a-zA-Z]+/);
    });
  }

  test('the language switcher changes the language and keeps it', async ({ page }) => {
    await page.goto('/#/?lang=en');
    await page.getByRole('combobox', { name: /Language/ }).click();
    await page.getByRole('option', { name: '日本語' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja['order.title']);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja['order.title']);
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/#/no-such-page?lang=en');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
