import { expect, test } from './fixtures.ts';
import { fillCard, reachPayment, testCards } from './purchase.ts';

test.describe('buy a ticket on the demo site', () => {
  test('with a card: order, details, mail confirmation, payment, confirm, complete', async ({ page }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: /^Credit card$/ }).click();
    await fillCard(page, testCards.success);
    // The methods' names come slowly: the confirm page must not offer Pay before it can say how.
    await page.route('**/api/v1/paymentmethods?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay now' });
    await expect(pay).toBeVisible();
    // Everything above the button is in when it shows, so it stays where a finger aims.
    expect(await page.getByText(/^Credit card •••• 4242$/).isVisible()).toBe(true);
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show my tickets' })).toBeVisible();
  });
});
