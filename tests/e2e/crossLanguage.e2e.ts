import type { Page } from '@playwright/test';
import entryJa from '../../apps/storefront/src/i18n/messages/entry/ja.ts';
import pagesJa from '../../apps/storefront/src/i18n/messages/pages/ja.ts';
import { buyTicket } from './afterPurchase.ts';
import { expect, test } from './fixtures.ts';
import { chooseFirstOpenDay, chooseProduct, chooseSlot } from './purchase.ts';

/** Demo's product names in a language, as its catalogue serves them. */
async function productNames(page: Page, lang: string): Promise<string[]> {
  const products: { name: string }[] = await (await page.request.get(`/api/v1/products?lang=${lang}`)).json();
  return products.map((product) => product.name);
}

test.describe('one order in two languages on the demo site', () => {
  test('a ticket bought in English reads in Japanese on a Japanese page, and in English again', async ({
    page,
  }) => {
    const [english] = await productNames(page, 'en');
    const [japanese] = await productNames(page, 'ja');
    expect(japanese).not.toBe(english);
    const { ticketUrl } = await buyTicket(page);
    const tickets = page.getByRole('main');
    await expect(tickets).toContainText(english ?? '');

    await page.goto(`${ticketUrl}?lang=ja`);
    await page.reload(); // only the hash changed: start the app again to read the language
    await expect(tickets).toContainText(japanese ?? '');
    await expect(tickets).not.toContainText(english ?? '');
    await expect(tickets).toContainText(pagesJa['tickets.reservationNumber'] ?? '');

    await page.getByRole('combobox', { name: entryJa['nav.language'] }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(tickets).toContainText(english ?? '');
    await expect(tickets).not.toContainText(japanese ?? '');
  });

  test('an order placed in Japanese gets its mails in Japanese, with links that open in Japanese', async ({
    page,
  }) => {
    const email = `ja-${test.info().workerIndex}-${test.info().repeatEachIndex}@example.com`;
    const [japanese] = await productNames(page, 'ja');
    await page.goto('/#/?lang=ja');
    await chooseProduct(page, japanese ?? '');
    await chooseFirstOpenDay(page);
    await chooseSlot(page);
    await page
      .locator('[data-step=counts]')
      .getByRole('button', { name: new RegExp(entryJa['order.increase'] ?? '') })
      .first()
      .click();
    await page.getByRole('button', { name: entryJa['order.submit'] }).click();
    await page.getByLabel(new RegExp(pagesJa['signin.field.fullname'] ?? '')).fill('山田 花子');
    await page
      .getByLabel(new RegExp(`^${pagesJa['signin.field.email']}`))
      .first()
      .fill(email);
    await page.getByLabel(new RegExp(pagesJa['signin.field.email_confirm'] ?? '')).fill(email);
    await page.getByRole('checkbox').last().focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: pagesJa['signIn.submit'] }).click();
    await expect(page.getByRole('heading', { name: pagesJa['mail.sentTitle'] })).toBeVisible();

    await page.goto('/dev/mailbox');
    const mail = page.getByRole('row', { name: new RegExp(email) });
    await expect(mail).toHaveCount(1);
    await expect(mail).not.toContainText(/confirm/i);
    await mail.getByRole('link').click();
    const link = page.locator('pre a').first();
    await expect(link).toHaveAttribute('href', /lang=ja/);
    await link.click();
    await expect(page.getByRole('heading', { name: pagesJa['payment.title'] })).toBeVisible();
  });
});
