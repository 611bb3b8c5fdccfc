import { expect, test } from './fixtures.ts';

/**
 * The order screen on a desktop (1280 px): the form, and beside it the summary column the later steps
 * show, with the baseline of the first screen (the calendar, which moves with the days, masked).
 */
test.describe('the order screen at 1280 px', () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  for (const id of ['demo', 'nishinippon-date', 'nishinippon-product']) {
    test(`${id}: the form and the summary stand in two columns`, async ({ page }) => {
      await page.goto(`/${id}/`);
      const form = page.locator('main [data-step]').first();
      const summary = page.locator('main aside');
      await expect(form).toBeVisible();
      await expect(summary.getByRole('heading', { level: 2 })).toBeVisible();
      const formBox = await form.boundingBox();
      const summaryBox = await summary.boundingBox();
      if (!formBox || !summaryBox) throw new Error('no boxes');
      // Side by side: the summary starts right of the form, at the form's height.
      expect(summaryBox.x).toBeGreaterThan(formBox.x + formBox.width);
      expect(summaryBox.y).toBeLessThan(formBox.y + formBox.height);
      await expect(page).toHaveScreenshot(`order-${id}-1280.png`, {
        mask: [page.locator('[data-step=date]')],
        animations: 'disabled',
      });
    });
  }
});
