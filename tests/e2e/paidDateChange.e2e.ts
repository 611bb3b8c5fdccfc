import type { Page } from '@playwright/test';
import { tenants } from '../../tenants/index.ts';
import { tokyoToday } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { chooseSlot, fillCard, openDays, testCards } from './purchase.ts';
import { buyOn, expectComplete, openTickets, type SiteConfig } from './sitePurchase.ts';

/**
 * A date change that costs money: the southern-islands park (okinawa) charges ¥300 per ticket
 * (Time_Change_Fee), paid on the change's payment page by card, card with 3-D Secure or PayPay.
 */

const okinawa = tenants.okinawa as SiteConfig;
const fee = '¥300';

/** Every address the page was navigated to, hash changes included. */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** The visit day the ticket view shows in its header, yyyy-MM-dd. */
async function shownDay(page: Page): Promise<string> {
  const text = (await page.getByRole('main').locator('header').textContent()) ?? '';
  return (text.match(/\d{4}\/\d{2}\/\d{2}/)?.[0] ?? '').replaceAll('/', '-');
}

/**
 * Buys one ticket on okinawa with `email`, opens it, and from its change-date page moves it to the first
 * other open day, up to the change's payment page, the confirm page having shown what is due. Returns the
 * ticket page, the day before and the day chosen.
 */
async function changeToAnotherDay(page: Page, email: string) {
  await buyOn(page, okinawa, { email });
  await expectComplete(page);
  await openTickets(page, okinawa, email);
  const ticketUrl = page.url();
  const before = await shownDay(page);
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.getByRole('link', { name: 'Change date' }).click();
  await expect(page.getByRole('heading', { name: 'Change the date' })).toBeVisible();
  await expect(
    page.getByText(`Changing the date costs ${fee} per ticket, paid with any price difference.`),
  ).toBeVisible();
  const open = page.locator(`${openDays}:not([data-date="${tokyoToday()}"]):not([data-date="${before}"])`);
  await expect(page.locator('[data-step=date] [role=gridcell]').first()).toBeVisible();
  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(open.first()).toBeVisible();
  const chosen = (await open.first().getAttribute('data-date')) ?? '';
  await open.first().click();
  await chooseSlot(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your reservation' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm the new date' })).toBeVisible();
  const due = page.getByRole('definition').filter({ hasText: '¥' });
  await expect(due).toHaveText(fee);
  await expect(page.getByRole('main')).toContainText(chosen.replaceAll('-', '/'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay the change fee' })).toBeVisible();
  await expect(page).toHaveTitle(/^Pay the change fee \| /);
  await expect(page.getByRole('main')).toContainText(fee);
  return { ticketUrl, before, chosen };
}

/** Picks the payment method named `method` on the change's payment page. */
async function chooseMethod(page: Page, method: string | RegExp) {
  const radio = page.getByRole('radio', { name: method, exact: true });
  await page.locator('label').filter({ has: radio }).click();
}

/** The change's complete page for `chosen`, then the tickets on that day. */
async function expectMoved(page: Page, chosen: string) {
  await expect(page.getByRole('heading', { name: 'Your date has been changed.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('main')).toContainText(chosen.replaceAll('-', '/'));
  await page.getByRole('link', { name: 'Show my tickets' }).click();
  await page.waitForURL(/\/tickets\/#\/id\/[^/]+$/);
  await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  expect(await shownDay(page)).toBe(chosen);
}

test.describe('a paid date change on okinawa', () => {
  test('by card: the fee is shown, paid after a last look, and the tickets move', async ({ page }) => {
    const email = `change-card-${Date.now()}@example.com`;
    const { chosen } = await changeToAnotherDay(page, email);
    await chooseMethod(page, 'Credit card');
    await fillCard(page, testCards.success);
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(fee);
    await expect(page.getByText('•••• 4242')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectMoved(page, chosen);
  });

  test('by card with 3-D Secure: the check passes and the gmo3ds callback completes the change', async ({
    page,
  }) => {
    const urls = visited(page);
    const { chosen } = await changeToAnotherDay(page, `change-3ds-${Date.now()}@example.com`);
    await chooseMethod(page, 'Credit card (3-D Secure)');
    await fillCard(page, testCards.threeDSecure);
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await expectMoved(page, chosen);
    expect(urls.some((url) => /#\/payment-callback\/gmo3ds\?md=[\w-]+&time_change=true$/.test(url))).toBe(
      true,
    );
  });

  test('by PayPay: the change’s transition page, the wallet, the callback, the change complete', async ({
    page,
  }) => {
    const urls = visited(page);
    const { chosen } = await changeToAnotherDay(page, `change-paypay-${Date.now()}@example.com`);
    await chooseMethod(page, /^PayPay/);
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/#\/tickets\/changedate\/transition\/paypay$/);
    await expect(page.getByRole('heading', { name: /Redirecting/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Wallet payment/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await expectMoved(page, chosen);
    expect(urls.some((url) => /#\/payment-callback\/wallet\?.*time_change=true$/.test(url))).toBe(true);
  });

  test('a declined card offers to try again from the change page, and the tickets stay where they were', async ({
    page,
  }) => {
    const { ticketUrl, before } = await changeToAnotherDay(page, `change-declined-${Date.now()}@example.com`);
    await chooseMethod(page, 'Credit card');
    await fillCard(page, testCards.declined);
    await page.getByRole('button', { name: 'Review order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Change the date' })).toBeVisible();
    await page.goto(ticketUrl);
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
    expect(await shownDay(page)).toBe(before);
  });
});
