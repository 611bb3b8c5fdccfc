import type { Page } from '@playwright/test';
import { tenants } from '../../tenants/index.ts';
import { expect, test } from './fixtures.ts';
import { fillCard, testCards } from './purchase.ts';
import { buyOn, type SiteConfig } from './sitePurchase.ts';

/**
 * The provider callbacks of spec section 2 other than GMO's: each site pays through its provider's page
 * (the sandbox's), which sends the visitor back to the storefront's callback route for that provider.
 */

const site = (id: string): SiteConfig => {
  const config = tenants[id];
  if (!config) throw new Error(`no tenant ${id}`);
  return config;
};

/** Every address the page was navigated to, hash changes included. */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Picks the payment method named `method`, fills `card` where one is asked for, goes on. */
const payWith =
  (method: string | RegExp, card?: string) =>
  async (page: Page): Promise<void> => {
    const radio = page.getByRole('radio', { name: method, exact: true });
    await page.locator('label').filter({ has: radio }).click();
    if (card) await fillCard(page, card);
    await page.getByRole('button', { name: /^(Review order|Pay now)$/ }).click();
  };

const complete = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible({ timeout: 20_000 });

/** A card with 3-D Secure on each provider: the site, its method's label and the callback route. */
const threeDSecure = [
  {
    provider: 'SoftBank 3-D Secure (softbank_3ds)',
    tenant: 'izura',
    method: 'Credit card (3-D Secure)',
    route: /#\/payment-callback\/sbps3ds\?md=[\w-]+&time_change=false$/,
  },
  {
    provider: 'Adyen card (adyen_credit)',
    tenant: 'kyoto',
    method: 'Credit card',
    route: /#\/adyen-callback\?md=[\w-]+&time_change=false$/,
  },
  {
    provider: 'Paygent card with 3-D Secure (paygent_credit)',
    tenant: 'cancanfactory',
    method: 'Credit card',
    route: /#\/payment-callback\/paygent3ds\/success\?md=[\w-]+&time_change=false$/,
  },
] as const;

test.describe('3-D Secure callbacks', () => {
  for (const { provider, tenant, method, route } of threeDSecure) {
    test(`${provider} on ${tenant}: the check passes, the callback completes the purchase`, async ({
      page,
    }) => {
      const config = site(tenant);
      const urls = visited(page);
      await buyOn(page, config, { pay: payWith(method, testCards.threeDSecure) });
      await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Pass' }).click();
      await complete(page);
      expect(urls.some((url) => route.test(url))).toBe(true);
      expect(page.url()).toMatch(new RegExp(`/${tenant}/#/complete`));
    });

    test(`${provider} on ${tenant}: a failed check offers to try again from the order page`, async ({
      page,
    }) => {
      const config = site(tenant);
      await buyOn(page, config, { pay: payWith(method, testCards.threeDSecure) });
      await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Fail' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('The payment could not be completed.');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
      expect(page.url()).toMatch(new RegExp(`/${tenant}/#/order`));
    });
  }
});

test.describe('Paygent PayPay callback (paygent_paypay) on cancanfactory', () => {
  const cancanfactory = site('cancanfactory');

  test('transition page, wallet approval, the paygent-paypay callback, complete', async ({ page }) => {
    const urls = visited(page);
    await buyOn(page, cancanfactory, { pay: payWith(/^PayPay/) });
    await expect(page.getByRole('heading', { name: /Redirecting/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Wallet payment/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await complete(page);
    const callback =
      /#\/payment-callback\/paygent-paypay\?order_token=[\w-]+&payment_number=[\w-]+&time_change=false$/;
    expect(urls.some((url) => callback.test(url))).toBe(true);
  });

  test('a wallet that declines brings the visitor back without completing the order', async ({ page }) => {
    await buyOn(page, cancanfactory, { pay: payWith(/^PayPay/) });
    await expect(page.getByRole('heading', { name: /Wallet payment/ })).toBeVisible();
    await page.getByRole('button', { name: 'Fail' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('The payment could not be completed.');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toHaveCount(0);
  });
});
