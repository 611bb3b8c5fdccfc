import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { reachPayment } from './purchase.ts';

/** The order being paid, as the API shows it. */
async function currentOrder(page: Page): Promise<{ order_token: string; expires_at: string }> {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('demo:orderToken') ?? 'null'));
  const answer = await page.request.get(`/api/v1/orders/${token}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

test('the hold countdown warns at 2 minutes and its one extension moves expires_at', async ({ page }) => {
  await reachPayment(page);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  const timer = summary.getByRole('timer');
  await expect(timer).toHaveText(/^Tickets held for 1[0-4]:\d{2}$/);
  await expect(summary.getByRole('button', { name: 'Extend the time' })).toHaveCount(0);
  const before = await currentOrder(page);

  // Let the visitor linger on the page until less than 2 minutes of the 15 are left.
  const left = Date.parse(before.expires_at) - (await page.evaluate(() => Date.now()));
  await page.clock.fastForward(left - 100_000);
  await expect(timer).toHaveText(/^Tickets held for 1:\d{2}$/);
  await expect(summary.getByRole('alert')).toHaveText('Less than 2 minutes left to finish your purchase.');

  await summary.getByRole('button', { name: 'Extend the time' }).click();
  await expect(summary.getByRole('status')).toHaveText('Your reservation time has been extended.');
  await expect(summary.getByRole('button', { name: 'Extend the time' })).toHaveCount(0);
  const after = await currentOrder(page);
  expect(after.order_token).toBe(before.order_token);
  // The server's clock did not move: the hold now ends a full hold after its "now", well after before.
  expect(Date.parse(after.expires_at)).toBeGreaterThan(Date.parse(before.expires_at));

  // A reload does not offer the used extension again once the new hold nears its end.
  await page.reload();
  const newLeft = Date.parse(after.expires_at) - (await page.evaluate(() => Date.now()));
  await page.clock.fastForward(newLeft - 100_000);
  await expect(timer).toHaveText(/^Tickets held for 1:\d{2}$/);
  await expect(summary.getByRole('alert')).toHaveText('Less than 2 minutes left to finish your purchase.');
  await expect(summary.getByRole('button', { name: 'Extend the time' })).toHaveCount(0);

  // Only one extension: the server refuses a second with its own error.
  const again = await page.request.post(`/api/v1/orders/${after.order_token}/extend`);
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: 'hold already extended' });
});
