import { expect, test } from './fixtures.ts';
import { addTickets, chooseFirstOpenDay, chooseSlot, fillCustomer } from './purchase.ts';

test.describe('the two ordering variants of the regional art festival', () => {
  test('nishinippon-product: product first, then its calendar', async ({ page }) => {
    await page.goto('/nishinippon-product/#/?lang=en');
    const sections = page.locator('main [data-step]');
    await expect(sections.first()).toHaveAttribute('data-step', 'product');
    await expect(page.getByText('Choose a ticket first.')).toBeVisible();
    await page.locator('[data-step=product] label').first().click();
    await chooseFirstOpenDay(page);
    await chooseSlot(page);
    await addTickets(page, 2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  });

  test('nishinippon-date: date first, then the products on sale that day', async ({ page }) => {
    await page.goto('/nishinippon-date/#/?lang=en');
    await expect(page.locator('main [data-step]').first()).toHaveAttribute('data-step', 'date');
    await expect(page.locator('[data-step=product]')).toHaveCount(0);
    await chooseFirstOpenDay(page);
    await page.locator('[data-step=product] label:not([data-disabled])').first().click();
    await chooseSlot(page);
    await addTickets(page, 1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  });
});

test.describe('membership', () => {
  test('a member logs in and gets the promotion on the order', async ({ page }) => {
    await page.goto('/mori/#/?lang=en');
    await expect(page.getByRole('heading', { name: 'Member login' })).toBeVisible();
    await page.getByLabel('Email address').fill('member@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('The email address or password is incorrect.');
    await page.getByLabel('Password').fill('member-pass-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
    await page.locator('[data-step=product] label').first().click();
    await chooseFirstOpenDay(page);
    await chooseSlot(page);
    await addTickets(page, 1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await fillCustomer(page, 'member@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // No mail authentication on this site: straight to payment, where the order summary (a bar on a
    // phone, opened) shows the member discount.
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await page.getByRole('button', { name: /^Your order/ }).click();
    await expect(page.getByRole('table')).toContainText(/member/i);
  });
});
