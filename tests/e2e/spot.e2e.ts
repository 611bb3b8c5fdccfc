import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { acceptTerms, addTickets, fillCard, fillCustomer, testCards } from './purchase.ts';

/** The spot-order site: its spot products are sold at the door, and it takes `free` orders. */
const site = '/cancanfactory';

interface SpotProduct {
  name: string;
  /** The time range of a slot on sale today with room for a ticket, as the slot picker shows it. */
  slotLabel: string;
}

/**
 * The first spot product of the site with a slot on sale today that has room for `tickets`, read
 * through the public API (the walk-in day ticket is on sale every day until midnight; the seed sells a
 * few days out at random).
 */
async function spotProductOnSale(request: APIRequestContext, tickets: number): Promise<SpotProduct> {
  const products = await (await request.get(`${site}/api/v1/products?lang=en&channel=spot`)).json();
  for (const product of products as { uuid: string; name: string }[]) {
    const qr = await (await request.post(`${site}/api/v1/spot/qr/${product.uuid}`)).json();
    const stock = await (
      await request.get(`${site}/api/v1/spot/products/stocks?qr_token=${qr.qr_token}&lang=en`)
    ).json();
    const spans = stock.time_spans as { start_at: string; end_at: string; remaining_stock: number }[];
    const span = spans.find((candidate) => candidate.remaining_stock >= tickets);
    if (span) {
      return {
        name: product.name,
        slotLabel: `${span.start_at.slice(11, 16)} - ${span.end_at.slice(11, 16)}`,
      };
    }
  }
  throw new Error(`no spot product of ${site} has ${tickets} tickets on sale today`);
}

/** Staff open the spot products, show one's QR code; answers the URL the code carries. */
async function showQrCode(page: Page, product: SpotProduct): Promise<string> {
  await page.goto(`${site}/#/spot/products?lang=en`);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product.name }) })
    .getByRole('link', { name: 'Show QR code' })
    .click();
  await expect(page.getByRole('heading', { name: 'Scan to buy tickets' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `QR code of the ticket page for ${product.name}` }),
  ).toBeVisible();
  const url = (await page.getByRole('link', { name: 'Open the ticket page' }).getAttribute('href')) ?? '';
  expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${site}/#/spot\\?qr_token=[\\w-]{22,}$`));
  return url;
}

/** The visitor scans the code (in English), picks the slot and one ticket, and goes to payment. */
async function orderOneTicket(page: Page, url: string, product: SpotProduct) {
  await page.goto(`${url}&lang=en`);
  await expect(page.getByRole('heading', { name: 'Buy tickets at the venue' })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await page.locator('[data-step=timeSlot] label', { hasText: product.slotLabel }).click();
  await addTickets(page, 1);
  await expectNoViolations(page, 'spot entry');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  // As a visitor waits for the page: the order's summary and the methods come after the heading.
  await expect(page.getByRole('complementary', { name: /Your order/ })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
}

/** After payment: the order fields page links the tickets, then mails them; answers the reservation token. */
async function sendTickets(page: Page, email: string): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show my tickets' })).toHaveAttribute(
    'href',
    /\/cancanfactory\/tickets\/#\/id\/[\w-]+$/,
  );
  const token = page.url().split('/').at(-1) ?? '';
  // The terms were accepted before paying.
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveCount(0);
  await fillCustomer(page, email, { terms: false });
  await page.getByRole('button', { name: 'Send my tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Your tickets are on their way' })).toBeVisible();
  expect(page.url()).toContain(`#/spot/email-sended/${token}`);
  return token;
}

test.describe('spot channel (cancanfactory)', () => {
  test('staff show the QR code; a visitor scans it, pays by card, gets the tickets by mail and finds them again', async ({
    page,
  }) => {
    const product = await spotProductOnSale(page.request, 1);
    const url = await showQrCode(page, product);
    await expectNoViolations(page, 'spot qr');
    await orderOneTicket(page, url, product);
    await expectNoViolations(page, 'spot payment');
    // The site's logo leads back to the spot entry of the scanned code, not to the online shop.
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute(
      'href',
      /^#\/spot\?qr_token=[\w-]+$/,
    );

    await page.locator('label', { hasText: /^Credit card$/ }).click();
    await fillCard(page, testCards.success);
    // The terms come before paying, as on the online sign-in page.
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Please agree to the terms to continue.')).toBeVisible();
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
    await expectNoViolations(page, 'spot order fields');
    const email = `walk-in-${Date.now()}@example.com`;
    const token = await sendTickets(page, email);
    await expectNoViolations(page, 'spot email sent');

    await page.goto('/dev/mailbox');
    await page.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
    await expect(page.locator('pre')).toContainText(`/cancanfactory/tickets/#/id/${token}`);

    await page.goto(`${site}/#/spot/ticket-inquiry?lang=en`);
    const purchase = page.getByRole('list', { name: 'Tickets bought at the venue' }).getByRole('listitem');
    await expect(purchase.getByRole('heading', { name: product.name })).toBeVisible();
    await expectNoViolations(page, 'spot ticket inquiry');
    await purchase.getByRole('link', { name: 'Show my tickets' }).first().click();
    await page.waitForURL(new RegExp(`/cancanfactory/tickets/#/id/${token}$`));
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  });

  test('an invitation makes a spot order free: paid with free, then the fields mail the tickets', async ({
    page,
  }) => {
    const product = await spotProductOnSale(page.request, 1);
    await orderOneTicket(page, await showQrCode(page, product), product);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('INVITE2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No payment is needed for this order.')).toBeVisible();
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await sendTickets(page, 'invited@example.com');
  });

  test('3-D Secure at the venue: a passed challenge ends on the order fields, a retryable failure goes back to the spot entry', async ({
    page,
  }) => {
    const product = await spotProductOnSale(page.request, 2);
    const url = await showQrCode(page, product);
    await orderOneTicket(page, url, product);
    await page.locator('label', { hasText: /^Credit card$/ }).click();
    await fillCard(page, testCards.threeDSecure);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pass' }).click();
    await sendTickets(page, 'challenged@example.com');

    await orderOneTicket(page, url, product);
    await page.locator('label', { hasText: /^Credit card$/ }).click();
    await fillCard(page, testCards.threeDSecureFailsRetryable);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pass' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Buy tickets at the venue' })).toBeVisible();
    expect(page.url()).toContain(`#/spot?qr_token=${new URL(url).hash.split('qr_token=')[1]}`);
  });

  test('an unknown QR token shows the error of the catalogue, and no token asks to scan the code', async ({
    page,
  }) => {
    await page.goto(`${site}/#/spot?qr_token=no-such-token-000000000000&lang=en`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('We could not find what you were looking for.');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${site}/#/spot?lang=en`);
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Scan the QR code shown at the venue to buy tickets.');
  });
});
