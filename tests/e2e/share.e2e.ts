import { buyTicket } from './afterPurchase.ts';
import { expect, newPage, test } from './fixtures.ts';
import { visitorEmail } from './purchase.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('share and send tickets on the demo site', () => {
  test('share: the link is created and copied, and opens the tickets read-only', async ({
    page,
    browser,
  }) => {
    const { token } = await buyTicket(page);
    await page.getByRole('link', { name: 'Share tickets' }).click();
    await page.waitForURL(`**/#/tickets/share/${token}`);
    expect(new URL(page.url()).pathname).not.toMatch(/\/tickets\/$/);
    const link = page.getByLabel('Share link');
    await expect(link).toHaveValue(/\/#\/tickets\/shared\/[\w-]{20,}$/);
    const shareUrl = await link.inputValue();
    expect(shareUrl).not.toContain(token);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

    const friend = await newPage(browser);
    await friend.goto(`${shareUrl}?lang=en`);
    await expect(friend.getByText('These tickets were shared with you.')).toBeVisible();
    const card = friend.getByRole('article', { name: /Admission ticket/ }).first();
    await expect(card.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
    await expect(friend.getByRole('main')).not.toContainText('Reservation number');
    await expect(friend.getByRole('main')).not.toContainText(visitorEmail());
    await expect(friend.getByRole('link', { name: 'Share tickets' })).toHaveCount(0);
    await friend.close();
  });

  test('send: the address is checked with the email rule, then the mail arrives in the mailbox', async ({
    page,
  }) => {
    const { token } = await buyTicket(page);
    await page.getByRole('link', { name: 'Send tickets' }).click();
    await page.waitForURL(`**/#/tickets/send/${token}`);
    const email = page.getByLabel('Email address');
    await email.fill('friend@');
    await expect(page.getByRole('alert')).toHaveText('Enter a valid email address.');
    const friend = `friend-${Date.now()}@example.com`;
    await email.fill(friend);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: friend })).toHaveText(
      `The tickets have been sent to ${friend}.`,
    );

    await page.goto('/dev/mailbox');
    await page
      .getByRole('row', { name: new RegExp(friend) })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { name: /Tickets for .*Admission ticket/ })).toBeVisible();
    await page.locator('pre a').first().click();
    await expect(page.getByText('These tickets were shared with you.')).toBeVisible();
  });
});
