import { expect, test } from './fixtures.ts';
import { fillCard, reachPayment, testCards } from './purchase.ts';

test.describe('buy a ticket on the demo site', () => {
  test('with a card: order, details, mail confirmation, payment, confirm, complete', async ({ page }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: /^Credit card$/ }).click();
    await fillCard(page, testCards.success);
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show my tickets' })).toBeVisible();
  });
});
