import { expect, test } from './fixtures.ts';
import { reachPayment } from './purchase.ts';

test('an expired coupon is refused beside the coupon field, announced, with no dialog', async ({ page }) => {
  await reachPayment(page);
  const field = page.getByRole('textbox', { name: 'Coupon code' });
  await field.fill('EXPIRED');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon has expired.' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('This coupon has expired.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // A good code then applies, and the field is no longer marked.
  await field.fill('SAVE500');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: /Remove/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This coupon has expired.' })).toHaveCount(0);
});

test('a wrong member password is refused beside the password field, with no dialog', async ({ page }) => {
  await page.goto('/dena/#/?lang=en');
  await expect(page.getByRole('heading', { name: 'Member login' })).toBeVisible();
  await page.getByLabel('Email address').fill('member@example.com');
  const password = page.getByLabel('Password');
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const refusal = 'The email address or password is incorrect.';
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(refusal);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Typing again clears it; the right password then logs in.
  await password.fill('member-pass-2026');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
});
