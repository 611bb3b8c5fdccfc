import { expect, test } from './fixtures.ts';
import { chooseProduct } from './purchase.ts';

/**
 * Spec section 2: a loading bar shows while requests are pending. The order page's first answers come
 * with it; the calendar's stock of a chosen product is asked for, held back here so the bar can be seen.
 */
test('the loading bar shows while a request is pending, and goes once it is answered', async ({ page }) => {
  await page.goto('/#/?lang=en');
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(page.locator('[data-step=product] label').first()).toBeVisible();
  await expect(bar).toHaveCount(0);

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldRequests = 0;
  await page.route('**/api/v1/products/stocks-statuses?**', async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await chooseProduct(page, 'Admission ticket');
  await expect(bar).toBeVisible();
  expect(heldRequests).toBeGreaterThan(0);
  release();
  await expect(bar).toHaveCount(0);
  await expect(page.locator('[data-step=date]')).toBeVisible();
});
