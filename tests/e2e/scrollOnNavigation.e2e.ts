import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Spec section 9's scroll delay (`useNavigationEffects.ts`). */
const scrollDelayMs = 200;

/**
 * Spec section 2: each navigation scrolls smoothly to the top after 200 ms (section 9's scroll delay). A
 * visitor who presses on the new page, or scrolls it, before then has chosen where they are: it stays
 * there, so a press is never carried away from under the finger (a tap on Pay now was lost to the scroll).
 */
test.describe('the scroll to the top after a navigation', () => {
  /**
   * From the bottom of the terms, the footer's link to the privacy policy, its code already loaded (React
   * shows a page that loads on its timers); the page's timers then wait.
   */
  async function toPrivacyFromTheFooter(page: Page): Promise<number> {
    const footer = page.getByRole('contentinfo');
    // Each page's own glide comes first: one starting while the footer is scrolled into view for a click
    // would carry the link away from under the press.
    const afterItsGlide = async () => {
      await page.waitForTimeout(scrollDelayMs + 100);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    };
    await page.goto('/demo/#/privacy?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await afterItsGlide();
    await footer.getByRole('link', { name: 'Terms of use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await afterItsGlide();
    const link = footer.getByRole('link', { name: 'Privacy policy' });
    await link.scrollIntoViewIfNeeded();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    return scrolled;
  }

  test('the new page glides to the top 200 ms after it opens', async ({ page }) => {
    await toPrivacyFromTheFooter(page);
    await page.clock.runFor(150);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.clock.runFor(100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a press before then keeps the page where the visitor pressed', async ({ page }) => {
    const scrolled = await toPrivacyFromTheFooter(page);
    await page.mouse.click(10, 300);
    await page.clock.runFor(1000);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a turn of the wheel before then leaves the page where the visitor scrolled it', async ({ page }) => {
    const scrolled = await toPrivacyFromTheFooter(page);
    await page.mouse.move(10, 300);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
    await page.clock.runFor(1000);
    await page.waitForTimeout(500);
    const wheeled = await page.evaluate(() => window.scrollY);
    expect(wheeled).toBeGreaterThan(0);
    expect(wheeled).toBeLessThan(scrolled);
  });

  test('so does a key that scrolls', async ({ page }) => {
    const scrolled = await toPrivacyFromTheFooter(page);
    await page.keyboard.press('ArrowUp');
    await page.clock.runFor(1000);
    await page.waitForTimeout(500);
    const paged = await page.evaluate(() => window.scrollY);
    expect(paged).toBeGreaterThan(0);
    expect(paged).toBeLessThan(scrolled);
  });
});
