import { expect, test } from './fixtures.ts';
import { shortHoldURL } from './playwright.config.ts';
import { addTickets, chooseFirstOpenDay, chooseProduct, chooseSlot, fillCustomer } from './purchase.ts';

test('an expired hold: session_timeout dialog, stored data cleared, back to the entry page', async ({
  page,
}) => {
  // This server holds stock for 6 seconds (HOLD_MINUTES=0.1).
  await page.goto(`${shortHoldURL}/#/?lang=en`);
  await chooseProduct(page, 'Admission ticket');
  await chooseFirstOpenDay(page);
  await chooseSlot(page);
  await addTickets(page, 1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await fillCustomer(page);
  await page.waitForTimeout(7_000);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // Titled by what happened, with the catalogue's message.
  const dialog = page.getByRole('alertdialog', { name: 'Your reservation has timed out' });
  await expect(dialog).toContainText('Your reservation timed out. Please start again.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('demo:orderToken'))).toBeNull();
});
