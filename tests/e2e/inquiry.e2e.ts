import { buyTicket } from './afterPurchase.ts';
import { expect, test } from './fixtures.ts';

test.describe('reservation inquiry and mail magazine release on the demo site', () => {
  test('email and reservation number open the tickets; a wrong pair gets one generic message', async ({
    page,
  }) => {
    const email = `inquiry-${Date.now()}@example.com`;
    const { token } = await buyTicket(page, email);
    const number = (await page.getByText(/Reservation number/).textContent())?.match(/\d{6,}/)?.[0] ?? '';
    expect(number).not.toBe('');

    await page.goto('/#/reservation-inquiry?lang=en');
    await expect(page.getByRole('heading', { name: 'Find your tickets' })).toBeVisible();
    await page.getByRole('button', { name: 'Show my tickets' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('This field is required.');

    const generic = 'No reservation matches this email address and reservation number.';
    for (const [address, reservation] of [
      [email, '999999999999'],
      ['someone-else@example.com', number],
    ] as const) {
      await page.getByLabel('Email address').fill(address);
      await page.getByLabel('Reservation number').fill(reservation);
      await page.getByRole('button', { name: 'Show my tickets' }).click();
      await expect(page.getByRole('alert')).toHaveText(generic);
    }

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Reservation number').fill(number);
    await page.getByRole('button', { name: 'Show my tickets' }).click();
    await page.waitForURL(`**/tickets/#/id/${token}`);
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  });

  test('the release link of the purchase mail unsubscribes once, then says already unsubscribed', async ({
    page,
  }) => {
    const email = `magazine-${Date.now()}@example.com`;
    await buyTicket(page, email, { newsletter: true });
    await page.goto('/dev/mailbox');
    await page
      .getByRole('row', { name: new RegExp(email) })
      .filter({ hasText: 'Your tickets' })
      .getByRole('link')
      .click();
    const releaseUrl = (await page.locator('pre a[href*="mail-release"]').getAttribute('href')) ?? '';
    // The link opens the site in the order's language.
    expect(releaseUrl).toMatch(/#\/mail-release\/[\w-]{20,}\?lang=en$/);

    await page.goto(releaseUrl);
    await page.getByRole('button', { name: 'Unsubscribe from the Demo Ticket Store newsletter' }).click();
    await page.waitForURL('**/#/mail-release-completion');
    await expect(page.getByRole('status')).toHaveText('You have been unsubscribed from the newsletter.');

    await page.goto(releaseUrl);
    await page.waitForURL('**/#/mail-release-completion?result=already');
    await expect(page.getByRole('status')).toHaveText('You have already unsubscribed from the newsletter.');
  });
});
