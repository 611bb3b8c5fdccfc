import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { e2eNow } from './clock.ts';
import { calendarDay, monthName, showMonth } from './consoleCalendar.ts';
import { addStaff, signIn, staffEmail } from './consoleStaff.ts';
import { expect, newPage, test } from './fixtures.ts';
import { chooseProduct } from './purchase.ts';

/**
 * The venue console's stock, coupons and reports in Chromium against the e2e server: a manager goes
 * through the months of the stock calendar by keyboard, closes a day and both the console's calendar and
 * the demo storefront's show it closed, then reopens it; a day chosen on the calendar opens its slots; a capacity below what is sold is
 * refused with both numbers; the orders CSV downloads with its byte order mark and the order; a box-office
 * account sees the stock without a control, and the API refuses it the change.
 */

/** The venue day `days` after today on the run's clock, yyyy-MM-dd. */
function dayAhead(days: number): string {
  return new Date(e2eNow() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Buys `quantity` tickets of the first product's last slot with places on `date` through the API; answers the slot and the reservation number. */
async function buyOn(request: APIRequestContext, date: string, quantity: number) {
  const [product] = await (await request.get('/demo/api/v1/products?lang=en')).json();
  const day = await (
    await request.get(`/demo/api/v1/products/stocks?date=${date}&product_id=${product.uuid}&lang=en`)
  ).json();
  const spans = day.time_spans as {
    time_span_id: number;
    remaining_stock: number;
    options: { id: number }[];
  }[];
  const span = spans.findLast((entry) => entry.remaining_stock >= quantity);
  if (!span) throw new Error(`no slot with ${quantity} places on ${date}`);
  const created = await request.post('/demo/api/v1/orders', {
    data: {
      lang: 'en',
      option_values: [{ option_value_id: span.options[0]?.id, quantity }],
      product_uuid: product.uuid,
      quantity,
      set_products: [],
      time_span_id: span.time_span_id,
    },
  });
  expect(created.ok()).toBe(true);
  const { order_token: token } = await created.json();
  await request.post(`/demo/api/v1/ordermails/${token}`, {
    data: { lang: 'en', contents: { email: `stock.${Date.now()}@example.com`, fullname: '在庫 テスト' } },
  });
  const paid = await (
    await request.post(`/demo/api/v1/orders/checkout/${token}`, {
      data: { payment_method_type: 'gmo', payment_token: '4242424242424242' },
    })
  ).json();
  expect(paid.result).toBe('completed');
  const tickets = await (
    await request.get(`/demo/api/v1/reservations/${paid.reservation_token}/tickets`)
  ).json();
  return { spanId: span.time_span_id, reservationNumber: tickets.reservation_number as string };
}

/** Confirms the change the console asks about. */
async function confirm(page: Page, title: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog).toBeHidden();
}

/** The state of `date` in the demo storefront's calendar of its admission ticket, on a fresh visit. */
async function storefrontDayState(browser: Browser, date: string) {
  const shop = await newPage(browser);
  await shop.goto('/demo/#/?lang=en');
  await chooseProduct(shop, 'Admission ticket');
  const cell = shop.locator(`[data-step=date] [role=gridcell] button[data-date="${date}"]`);
  await expect(shop.locator('[data-step=date] [role=gridcell]').first()).toBeVisible();
  if ((await cell.count()) === 0) await shop.getByRole('button', { name: 'Next month' }).click();
  await expect(cell).toBeVisible();
  const state = await cell.getAttribute('data-state');
  await shop.close();
  return state;
}

test('a manager closes a day, the storefront shows it closed, then reopens it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const manager = staffEmail('manager');
  addStaff(manager, 'manager');
  await signIn(page, manager);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  const day = dayAhead(6);
  await page.getByRole('link', { name: 'Stock' }).click();
  const calendar = page.getByRole('group', { name: 'Stock by day' });
  await showMonth(calendar, day);
  const row = page.locator(`tr[data-date="${day}"]`);
  await expect(row.locator('[data-state]')).toHaveText('Open');
  await expect(calendarDay(calendar, day)).not.toHaveAccessibleName(/Closed$/);
  await expectNoViolations(page, 'stock');

  // The day chosen opens its slots; then the month from the keyboard: Page Down to the next, Page Up
  // back to the day.
  const nextMonth = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1)).toISOString();
  await calendarDay(calendar, day).click();
  await expect(page.getByRole('heading', { name: `Slots of ${day}` })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { name: `Days of ${nextMonth.slice(0, 7)}` })).toBeVisible();
  await expect(calendar.getByRole('heading')).toHaveText(monthName(nextMonth.slice(0, 10)));
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('heading', { name: `Days of ${day.slice(0, 7)}` })).toBeVisible();
  await expect(calendarDay(calendar, day)).toBeFocused();

  await row.getByRole('button', { name: `Close ${day}` }).click();
  await confirm(page, `Close ${day}?`);
  await expect(page.getByText(`${day} is closed.`)).toBeVisible();
  await expect(row.locator('[data-state]')).toHaveText('Closed (console)');
  await expect(calendarDay(calendar, day)).toHaveAccessibleName(/Closed$/);

  expect(await storefrontDayState(browser, day)).toBe('close');

  await row.getByRole('button', { name: `Reopen ${day}` }).click();
  await confirm(page, `Reopen ${day}?`);
  await expect(row.locator('[data-state]')).toHaveText('Open');
  await expect(calendarDay(calendar, day)).not.toHaveAccessibleName(/Closed$/);
  expect(await storefrontDayState(browser, day)).toBe('normal');

  await page.getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoViolations(page, 'coupons');
});

test('a capacity below what is sold is refused, naming both; the orders CSV has the order', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const manager = staffEmail('manager');
  addStaff(manager, 'manager');
  const day = dayAhead(9);
  const { spanId, reservationNumber } = await buyOn(request, day, 2);
  await signIn(page, manager);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  // The day chosen on the stock calendar opens its slots.
  await page.getByRole('link', { name: 'Stock' }).click();
  const calendar = page.getByRole('group', { name: 'Stock by day' });
  await showMonth(calendar, day);
  await calendarDay(calendar, day).click();
  await expect(page.getByRole('heading', { name: `Slots of ${day}` })).toBeVisible();
  const slot = page.locator(`tr[data-slot="${spanId}"]`);
  const cells = slot.locator('td');
  const capacity = Number(await cells.nth(1).textContent());
  const sold = Number(await cells.nth(2).textContent());
  const held = Number(await cells.nth(3).textContent());
  expect(sold).toBeGreaterThanOrEqual(2);
  // Typed in, then the row's button from the keyboard (the table scrolls sideways on a phone).
  const setCapacity = async (value: number) => {
    await slot.getByRole('spinbutton').fill(String(value));
    await slot.getByRole('button', { name: /^Set capacity of/ }).press('Enter');
    await confirm(page, /^Change the capacity of/);
  };
  await expectNoViolations(page, 'stock slots');

  await setCapacity(sold + held - 1);
  await expect(page.getByRole('status').filter({ hasText: 'cannot be less' })).toHaveText(
    `The capacity cannot be less than what is sold and held: ${sold} sold and ${held} held.`,
  );
  await expect(cells.nth(1)).toHaveText(String(capacity));

  // Exactly what is sold and held is allowed; then back as it was.
  await setCapacity(sold + held);
  await expect(cells.nth(1)).toHaveText(String(sold + held));
  await setCapacity(capacity);
  await expect(cells.nth(1)).toHaveText(String(capacity));

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales per day' })).toBeVisible();
  await expectNoViolations(page, 'reports');
  // What was paid, what refunds gave back, and the difference.
  const figure = async (label: string) =>
    Number(
      (
        await page
          .locator('dl', { has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
          .locator('dd')
          .first()
          .textContent()
      )?.replace(/[^\d]/g, ''),
    );
  await expect.poll(() => figure('Paid')).toBeGreaterThan(0);
  const paid = await figure('Paid');
  expect(await figure('Paid less refunds')).toBe(paid - (await figure('Refunded')));
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Orders (CSV)' }).click();
  const file = readFileSync((await (await download).path()) as string);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = file.toString('utf8');
  expect(text).toContain(`"${reservationNumber}","completed"`);
  expect(text).toContain('"在庫 テスト"');
  expect(text.slice(1, 7)).toBe('"reser');
});

test('a box-office account sees the stock without a control, and the API refuses it the change', async ({
  page,
}) => {
  const box = staffEmail('box');
  addStaff(box, 'box_office');
  await signIn(page, box);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Today', 'Orders', 'Check in', 'Stock', 'Reports']);
  const day = dayAhead(6);
  await page.goto(`/console/#/demo/stock?month=${day.slice(0, 7)}`);
  const row = page.locator(`tr[data-date="${day}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Close|Reopen|Pause sales)/ })).toHaveCount(0);
  await row.getByRole('button', { name: `Slots of ${day}` }).click();
  await expect(page.getByRole('heading', { name: `Slots of ${day}` })).toBeVisible();
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Set capacity/ })).toHaveCount(0);

  const session = await (await page.request.get('/demo/api/admin/v1/session')).json();
  const stock = await (await page.request.get(`/demo/api/admin/v1/stock?month=${day.slice(0, 7)}`)).json();
  const refused = await page.request.put(
    `/demo/api/admin/v1/stock/products/${stock.product_id}/days/${day}`,
    {
      headers: { 'x-csrf-token': session.csrf_token },
      data: { closed: true },
    },
  );
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'not allowed for this role' });
});
