import { expect, test } from './fixtures.ts';

const days = '[data-step=date] [role=gridcell] button';

test.describe('calendar colour codes', () => {
  test('a colourised site tints the days its colour codes name (weekends on the seeded sites)', async ({
    page,
  }) => {
    await page.goto('/kyoto/#/?lang=en');
    await expect(page.locator(days).first()).toBeVisible();
    const tinted = page.locator(`${days}[data-tinted]`);
    await expect.poll(() => tinted.count()).toBeGreaterThan(0);
    const plain = page.locator(`${days}:not([data-tinted])`).first();
    const background = (locator: typeof plain) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(tinted.first())).not.toBe(await background(plain));
  });

  test('a site without colourised calendar tints no day', async ({ page }) => {
    await page.goto('/nishinippon-date/#/?lang=en');
    await expect(page.locator(days).first()).toBeVisible();
    await expect(page.locator(`${days}[data-tinted]`)).toHaveCount(0);
  });
});
