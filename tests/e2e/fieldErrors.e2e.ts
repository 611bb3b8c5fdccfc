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
