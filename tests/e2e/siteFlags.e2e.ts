import type { Page } from '@playwright/test';
import { tenants } from '../../tenants/index.ts';
import { expect, test } from './fixtures.ts';
import { tick, visitorEmail } from './purchase.ts';
import {
  buyOn,
  checkOut,
  expectComplete,
  logIn,
  openTickets,
  order,
  type SiteConfig,
} from './sitePurchase.ts';

const site = (id: string): SiteConfig => {
  const config = tenants[id];
  if (!config) throw new Error(`no tenant ${id}`);
  return config;
};

test.describe('hideFooter: the membership site without a footer', () => {
  const mori = site('mori');

  test('mori shows no footer at its member login or order page; the terms stay one link away', async ({
    page,
  }) => {
    expect(mori.hideFooter).toBe(true);
    await page.goto('/mori/#/?lang=en');
    await expect(page.getByRole('heading', { name: 'Member login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await logIn(page);
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
    // The order page says who is signed in.
    await expect(page.getByText('Signed in as Hanako Yamada')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await order(page);
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Terms of use' }).first().click();
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
  });

  test('demo, without the flag, shows its footer with the terms, privacy and commercial notice', async ({
    page,
  }) => {
    expect(site('demo').hideFooter).toBe(false);
    await page.goto('/demo/#/?lang=en');
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link')).toHaveText([
      'Terms of use',
      'Privacy policy',
      'Specified Commercial Transactions Act notice',
    ]);
  });
});

test.describe('completeGoToTicketButton: the complete page’s way to the tickets', () => {
  test('demo has the button; it opens the tickets just bought', async ({ page }) => {
    const demo = site('demo');
    expect(demo.completeGoToTicketButton).toBe(true);
    await buyOn(page, demo);
    await expectComplete(page);
    await expect(page.getByText(`Your tickets have been sent to ${visitorEmail()}.`)).toBeVisible();
    await openTickets(page, demo);
  });

  test('gaprao has none: the complete page says where the tickets went, and the mail opens them', async ({
    page,
  }) => {
    const gaprao = site('gaprao');
    expect(gaprao.completeGoToTicketButton).toBe(false);
    const email = `no-button-${Date.now()}@example.com`;
    await buyOn(page, gaprao, { email });
    await expectComplete(page);
    await expect(page.getByText(`Your tickets have been sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show my tickets' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show my tickets' })).toHaveCount(0);
    await openTickets(page, gaprao, email);
  });
});

/** The release link of the newest "Your tickets" mail to `email`. */
/**
 * Follows the mail's unsubscribe link again, as a visitor does from their mail: a page loaded anew, not a
 * change of the open page's hash.
 */
async function followAgain(page: Page, link: string) {
  await page.goto('about:blank');
  await page.goto(link);
}

async function releaseLink(page: Page, email: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row', { name: new RegExp(email) })
    .filter({ hasText: 'Your tickets' })
    .getByRole('link')
    .first()
    .click();
  return (await page.locator('pre a[href*="mail-release"]').getAttribute('href')) ?? '';
}

test.describe('the second brand’s mail magazine', () => {
  const mifuneyama = site('mifuneyama');

  test('mifuneyama asks for its brand’s newsletter beside its own, and each unsubscribes on its own', async ({
    page,
  }) => {
    expect(mifuneyama.brandMailMagazine).toBe('mifuneyama');
    const email = `brand-${Date.now()}@example.com`;
    await page.goto('/mifuneyama/#/?lang=en');
    await order(page);
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    const own = page.getByRole('checkbox', { name: 'Receive the newsletter', exact: true });
    const brand = page.getByRole('checkbox', { name: 'Receive the Mifuneyama Rakuen newsletter' });
    // Opt-in: both start unticked, and the visitor ticks both.
    await expect(own).not.toBeChecked();
    await expect(brand).not.toBeChecked();
    await tick(own);
    await tick(brand);
    await expect(page.getByText(/signin\.field/)).toHaveCount(0);
    await checkOut(page, mifuneyama, { email });
    await expectComplete(page);

    const release = await releaseLink(page, email);
    expect(release).toMatch(/\/mifuneyama\/#\/mail-release\/[\w-]{20,}\?lang=en$/);
    await page.goto(release);
    const ownButton = page.getByRole('button', { name: 'Unsubscribe from the Mifuneyama Forest newsletter' });
    const brandButton = page.getByRole('button', {
      name: 'Unsubscribe from the Mifuneyama Rakuen newsletter',
    });
    await expect(ownButton).toBeVisible();
    await brandButton.click();
    await page.waitForURL('**/#/mail-release-completion');
    await expect(page.getByRole('status')).toHaveText('You have been unsubscribed from the newsletter.');

    await followAgain(page, release);
    await expect(ownButton).toBeVisible();
    await expect(brandButton).toHaveCount(0);
    await ownButton.click();
    await page.waitForURL('**/#/mail-release-completion');

    await followAgain(page, release);
    await page.waitForURL('**/#/mail-release-completion?result=already');
    await expect(page.getByRole('status')).toHaveText('You have already unsubscribed from the newsletter.');
  });

  test('a visitor who ticks only the site’s own newsletter is offered only that one to leave', async ({
    page,
  }) => {
    const email = `own-only-${Date.now()}@example.com`;
    await page.goto('/mifuneyama/#/?lang=en');
    await order(page);
    const brand = page.getByRole('checkbox', { name: 'Receive the Mifuneyama Rakuen newsletter' });
    await page.getByText('Receive the newsletter', { exact: true }).click();
    await expect(brand).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Receive the newsletter', exact: true })).toBeChecked();
    await checkOut(page, mifuneyama, { email });
    await expectComplete(page);
    await page.goto(await releaseLink(page, email));
    await expect(
      page.getByRole('button', { name: 'Unsubscribe from the Mifuneyama Forest newsletter' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Mifuneyama Rakuen/ })).toHaveCount(0);
  });
});
