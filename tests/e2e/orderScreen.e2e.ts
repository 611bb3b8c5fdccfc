import { expect, test } from './fixtures.ts';
import { chooseFirstOpenDay, chooseProduct } from './purchase.ts';

test('prices read "from" the lowest ticket kind, the calendar explains its marks, slots sit two a row', async ({
  page,
}) => {
  await page.goto('/#/?lang=en');
  const product = page.locator('[data-step=product] label', { hasText: 'Admission ticket' });
  await expect(product).toContainText(/from ¥[\d,]+/);
  await chooseProduct(page, 'Admission ticket');

  const legend = page.locator('[data-step=date]');
  await expect(legend.getByRole('listitem')).toHaveText(['△ Few left', '× Sold out', '− Closed']);
  await expect(legend).toContainText('Prices are for the lowest-priced ticket kind.');

  await chooseFirstOpenDay(page);
  const slots = page.locator('[data-step=timeSlot] label');
  await expect(slots.nth(1)).toBeVisible();
  const [first, second] = [await slots.nth(0).boundingBox(), await slots.nth(1).boundingBox()];
  // A phone's grid: the second slot beside the first, not under it.
  expect(second?.y).toBe(first?.y);
  expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1);
});
