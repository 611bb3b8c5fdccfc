import { expect, test } from './fixtures.ts';
import { fillCard, reachPayment } from './purchase.ts';

/** The sandbox's card whose 3-D Secure check fails for good (no retry). */
const threeDSecureFailsFinal = '4000000000003071';

const orderPage = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();

test.describe('/error', () => {
  test('says something went wrong and leads back to the top page', async ({ page }) => {
    await page.goto('/demo/#/error?lang=en');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('The request could not be completed. Please try again.')).toBeVisible();
    await expect(page).toHaveTitle(/.+/);
    await page.getByRole('link', { name: 'Back to the top page' }).click();
    await orderPage(page);
  });
});

test.describe('/payment-error with time_change and additional_info', () => {
  test('without parameters: the payment failed, nothing was charged, start again at the order page', async ({
    page,
  }) => {
    await page.goto('/demo/#/payment-error?lang=en');
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Your payment could not be completed. No charge has been made.',
    );
    await page.getByRole('link', { name: 'Start again' }).click();
    await orderPage(page);
  });

  test('additional_info is shown as text beside the message', async ({ page }) => {
    const info = '<b>Card issuer</b> declined: code E-51';
    await page.goto(
      `/demo/#/payment-error?lang=en&time_change=false&additional_info=${encodeURIComponent(info)}`,
    );
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText(info, { exact: true })).toBeVisible();
    await expect(page.locator('main b')).toHaveCount(0);
    await page.getByRole('link', { name: 'Start again' }).click();
    await orderPage(page);
  });

  test('time_change=true without a change under way leads to the ticket inquiry', async ({ page }) => {
    await page.goto('/demo/#/payment-error?lang=en&time_change=true');
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await page.getByRole('link', { name: 'Start again' }).click();
    await expect(page.getByRole('heading', { name: 'Find your tickets' })).toBeVisible();
  });

  test('a 3-D Secure check that fails for good lands here, and the order can start again', async ({
    page,
  }) => {
    await reachPayment(page);
    await page.locator('label', { hasText: 'Credit card (3-D Secure)' }).click();
    await fillCard(page, threeDSecureFailsFinal);
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await page.waitForURL(/#\/payment-error\?/);
    expect(new URL(page.url().replace('#/', '')).searchParams.get('time_change')).toBe('false');
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Start again' }).click();
    await orderPage(page);
  });
});

test.describe('/complete in inquiry mode', () => {
  for (const timeChange of [false, true]) {
    test(`asks the visitor to contact the venue and leads on (time_change=${timeChange})`, async ({
      page,
    }) => {
      await page.goto(`/demo/#/complete?lang=en&inquiry=true&time_change=${timeChange}`);
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(
        'Your payment could not be completed. Please contact us with your reservation number.',
      );
      await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Show my tickets' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Find your tickets' }).click();
      await expect(page.getByRole('heading', { name: 'Find your tickets' })).toBeVisible();
    });
  }
});
