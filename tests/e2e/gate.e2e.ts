import type { APIRequestContext, Page } from '@playwright/test';
import { payAndOpenTickets, reachPaymentOn } from './afterPurchase.ts';
import { tokyoToday } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { openDays } from './purchase.ts';

/**
 * Outdoor sites whose first product is a day pass: a product of date-selection mode `date`, valid the
 * whole calendar day in Tokyo and on sale every day, so it can be bought for today and checked in at any
 * hour.
 */
const dayPassSites = ['/ruins', '/okinawa'];

/**
 * The first day-pass site whose day pass still has stock today, read through the public API (the seed
 * sells a few days out at random), with the day pass's name.
 */
async function dayPassOnSaleToday(request: APIRequestContext) {
  const today = tokyoToday();
  for (const site of dayPassSites) {
    const [dayPass] = await (await request.get(`${site}/api/v1/products?lang=en`)).json();
    expect(dayPass.date_selection_mode).toBe('date');
    const query = `from=${today}&to=${today}&product_uuid=${dayPass.uuid}`;
    const [day] = await (await request.get(`${site}/api/v1/products/stocks-statuses?${query}`)).json();
    if (day?.stock_status === 'normal' || day?.stock_status === 'few') {
      return { site, name: dayPass.name as string, today };
    }
  }
  throw new Error(`no day pass of ${dayPassSites.join(', ')} is on sale on ${today}`);
}

/**
 * The accessible name of the calendar's button of a yyyy-MM-dd day on sale, in English: what the day shows
 * (its number and price), then its full date, and its state when it has few left.
 */
function onSaleDayName(date: string): RegExp {
  const fullDate = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return new RegExp(`^${Number(date.slice(8))}, ¥[\\d,]+, ${fullDate}(, Few left)?$`);
}

/** The gate URL of the first ticket: the text of its QR code, read through the ticket view call. */
async function gateUrl(page: Page, token: string, site = '/demo'): Promise<string> {
  const answer = await page.request.get(`${site}/api/v1/reservations/${token}/tickets`);
  const view = (await answer.json()) as { tickets: { qr_code: string }[] };
  const url = view.tickets[0]?.qr_code ?? '';
  expect(url).toMatch(new RegExp(`/tickets/#/id/${token}/\\d+/gate$`));
  return `${url}?lang=en`;
}

test.describe('check-in gate', () => {
  test('a day ticket bought for today checks in once; a second check-in shows the refusal', async ({
    page,
  }) => {
    const { site, name, today } = await dayPassOnSaleToday(page.request);
    await reachPaymentOn(page, site, {
      product: name,
      pickDay: (on) => on.getByRole('button', { name: onSaleDayName(today) }).click(),
    });
    const bought = await payAndOpenTickets(page);
    const url = await gateUrl(page, bought.token, site);

    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Ticket check-in' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Valid');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Checked in' })).toHaveText(
      'Checked in. Welcome!',
    );
    await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('main')).toContainText('Used');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('alert')).toHaveText('This ticket has already been used.');
  });

  test('a ticket outside its slot is refused and stays valid', async ({ page }) => {
    // A timed admission on a later day: its slot is never within check-in time today.
    await reachPaymentOn(page, '', {
      product: 'Admission ticket',
      pickDay: (on) => on.locator(`${openDays}:not([data-date="${tokyoToday()}"])`).first().click(),
    });
    const bought = await payAndOpenTickets(page);
    const url = await gateUrl(page, bought.token);
    await page.goto(url);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('alert')).toHaveText('This ticket is not valid at this time.');
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Valid');
    await expect(page.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  test('a code that names no ticket of the reservation goes to the error state', async ({ page }) => {
    await page.goto('/tickets/#/id/unknown-token/1/gate?lang=en');
    await expect(page.getByRole('alert')).toHaveText('This QR code is not a ticket of this site.');
    await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  });
});
