import { expect, test } from './fixtures.ts';
import { fillCard, reachPayment, testCards } from './purchase.ts';

const complete = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();

test.describe('payment flows on the demo site', () => {
  test('card with 3-D Secure: the challenge passes and the purchase completes', async ({ page }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: 'Credit card (3-D Secure)' }).click();
    await fillCard(page, testCards.threeDSecure);
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await complete(page);
  });

  test('card with 3-D Secure: a retryable failure shows the retry dialog and returns to the order page', async ({
    page,
  }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: 'Credit card (3-D Secure)' }).click();
    await fillCard(page, testCards.threeDSecureFailsRetryable);
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pass' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    // The page behind the dialog no longer says it is redirecting.
    await expect(page.getByText('Payment was not completed').first()).toBeAttached();
    await expect(page.getByText(/Redirecting/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  });

  test('a declined card keeps the visitor on the way to pay with another card', async ({ page }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: /^Credit card$/ }).click();
    await fillCard(page, testCards.declined);
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
  });

  test('PayPay-style wallet: transition page, wallet approval, callback, complete', async ({ page }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: 'PayPay' }).click();
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: /Redirecting/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Wallet payment/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await complete(page);
  });

  test('carrier payment: carrier approval, then the d-pay confirm page', async ({ page }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: 'd払い' }).click();
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: /Carrier payment/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm carrier payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with carrier billing' }).click();
    await complete(page);
  });

  test('free: an invitation code makes the order free and no payment method is asked', async ({ page }) => {
    await reachPayment(page);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('INVITE2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No payment is needed for this order.')).toBeVisible();
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await complete(page);
  });
});

test.describe('coupons', () => {
  test('a coupon lowers the total; unknown and used-up codes get the catalogue errors', async ({ page }) => {
    await reachPayment(page);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOPE-2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    // A refused code shows beside the field; only errors that lead elsewhere open a dialog.
    await expect(
      page.getByRole('alert').filter({ hasText: 'This coupon code does not exist.' }),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('SAVE500');
    await page.getByRole('button', { name: 'Apply' }).click();
    // On a phone the summary is a bar with the total; opened, it lists the discount as −¥500.
    await page.getByRole('button', { name: /^Your order/ }).click();
    await expect(page.getByRole('table')).toContainText('500 yen off−¥500');
    await page.getByRole('button', { name: /Remove/ }).click();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('LIMITED');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('This coupon has reached its usage limit.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    // Spec 8: 'coupon limit reached' on the payment page goes back to the order change page.
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  });
});
