import { expect, test } from './fixtures.ts';
import { addTickets, chooseFirstOpenDay, chooseProduct, chooseSlot } from './purchase.ts';

test('the details form: the terms consent reads as one sentence with its links, the newsletter starts unticked, the questionnaire offers its list', async ({
  page,
}) => {
  await page.goto('/#/?lang=en');
  await chooseProduct(page, 'Admission ticket');
  await chooseFirstOpenDay(page);
  await chooseSlot(page);
  await addTickets(page, 1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

  const consent = page.getByRole('checkbox', {
    name: 'I agree to the terms of use and the privacy policy.',
    exact: true,
  });
  await expect(consent).not.toBeChecked();
  // The links are words of that sentence, on its line, not columns of their own.
  const row = page.locator('label').filter({ has: consent });
  await expect(row).toHaveText('I agree to the terms of use and the privacy policy.');
  const terms = row.getByRole('link', { name: 'terms of use' });
  const privacy = row.getByRole('link', { name: 'privacy policy' });
  await expect(terms).toHaveAttribute('href', '#/terms');
  await expect(privacy).toHaveAttribute('href', '#/privacy');
  // Both links measured at one instant, so a shift of the page between two reads cannot part them.
  const apart = await row.evaluate((label) => {
    const [first, second] = [...label.querySelectorAll('a')].map((link) => link.getBoundingClientRect().top);
    return Math.abs((first ?? 0) - (second ?? 100));
  });
  expect(apart).toBeLessThan(4);

  await expect(page.getByRole('checkbox', { name: 'Receive the newsletter', exact: true })).not.toBeChecked();

  // The first question is asked from the site's own list of answers.
  await page.getByRole('combobox', { name: /How did you hear about us/ }).click();
  await page.getByRole('option', { name: 'social media' }).click();
  await expect(page.getByRole('combobox', { name: /How did you hear about us/ })).toHaveText(/social media/);
});
