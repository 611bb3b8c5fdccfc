import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { e2eNow, tokyoToday } from './clock.ts';
import { calendarDay, monthName } from './consoleCalendar.ts';
import { addStaff, buyToday, signIn, staffEmail } from './consoleStaff.ts';
import { expect, newPage, test } from './fixtures.ts';

/**
 * The console's order actions in Chromium: a manager changes an order's date, cancels one of its tickets
 * with a refund and checks the other in by hand, and reads the three in the audit log; a box-office account
 * does the order actions too; a gate account checks a ticket in by hand by its number and reaches no other.
 */

/** A visitor's own address on every run: the server's database outlives a run. */
const visitorEmail = (what: string) => `${what}.${test.info().testId}.${Date.now()}@example.com`;

/**
 * A visitor's order of 2 tickets in a slot of today that has not started (so its date can change), and
 * the slot running now, which the order can move to and then be checked in.
 */
async function orderToMove(request: APIRequestContext, email: string) {
  const bought = await buyToday(request, email, 2, e2eNow() + 60_000);
  const [product] = await (await request.get('/demo/api/v1/products?lang=en')).json();
  const day = await (
    await request.get(`/demo/api/v1/products/stocks?date=${tokyoToday()}&product_id=${product.uuid}&lang=en`)
  ).json();
  const now = e2eNow();
  const running = (day.time_spans as { start_at: string; end_at: string; remaining_stock: number }[]).find(
    (span) => Date.parse(span.start_at) <= now && now < Date.parse(span.end_at) && span.remaining_stock >= 2,
  );
  if (!running) throw new Error('no slot running now with room for 2');
  return { bought, running };
}

/** The time of day of an instant at the venue, HH:MM. */
const venueTime = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The text of the dev mailbox's latest mail to `address` whose subject has `subject`. */
async function mailTo(page: Page, address: string, subject: string) {
  const list = await (await page.request.get('/dev/mailbox')).text();
  const row = list.split('<tr>').find((line) => line.includes(address) && line.includes(subject));
  const id = row?.match(/\/dev\/mailbox\/(\d+)/)?.[1];
  expect(id, `a mail to ${address}: ${subject}`).toBeDefined();
  return (await page.request.get(`/dev/mailbox/${id}`)).text();
}

async function openOrder(page: Page, email: string) {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByLabel('Reservation number, email, phone or name').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 orders')).toBeVisible();
  await page
    .getByRole('row', { name: /Console Visitor/ })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: /^Reservation number \d{12}$/ })).toBeVisible();
}

/**
 * Cancels the order's first valid ticket with a refund, through the dialog (checked with axe on a page of
 * the test's own context); answers the ticket's number.
 */
async function cancelFirstTicket(page: Page, reason: string, axe: boolean) {
  const cancel = page.getByRole('group', { name: 'Cancel tickets with a refund' });
  const first = cancel.getByRole('checkbox').first();
  const num = ((await cancel.locator('label').first().textContent()) ?? '').trim().split(' ')[0] ?? '';
  await first.check();
  await cancel.getByLabel('Reason').fill(reason);
  await cancel.getByRole('button', { name: 'Cancel with refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel 1 ticket(s) and refund?' });
  await expect(dialog).toContainText(num);
  await expect(dialog).toContainText('refunded at the price it was sold for');
  if (axe) await expectNoViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText(new RegExp(`^Cancelled ${num}; refunded ¥[\\d,]+\\.$`))).toBeVisible();
  return num;
}

test('a manager changes an order’s date, cancels a ticket with a refund, checks one in, and reads it all in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const manager = staffEmail('manager');
  addStaff(manager, 'manager');
  const visitor = visitorEmail('orders');
  const { running } = await orderToMove(request, visitor);
  await signIn(page, manager);
  await openOrder(page, visitor);
  await expectNoViolations(page, 'order with actions');

  // The date, for the visitor: to the slot running now, on the same day, chosen on the stock calendar,
  // which opens on the order's month and goes to the next and back.
  const change = page.getByRole('group', { name: 'Change the date (no fee)' });
  const calendar = change.getByRole('group', { name: 'New date' });
  const today = tokyoToday();
  await expect(calendar.getByRole('heading')).toHaveText(monthName(today));
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByRole('heading')).not.toHaveText(monthName(today));
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.getByRole('heading')).toHaveText(monthName(today));
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await calendarDay(calendar, today).click();
  await change.getByRole('combobox', { name: 'New time' }).click();
  await page.getByRole('option', { name: new RegExp(`^${venueTime(running.start_at)}–`) }).click();
  await change.getByRole('button', { name: 'Change the date' }).click();
  const dateDialog = page.getByRole('dialog', { name: 'Change the date for the visitor?' });
  await expect(dateDialog).toContainText('with no fee');
  await expect(dateDialog).toContainText(visitor);
  await dateDialog.getByRole('button', { name: 'Change the date' }).click();
  await expect(page.getByText(/^The date was changed to /)).toBeVisible();
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByRole('row').nth(1)).toContainText(venueTime(running.start_at));

  // One ticket cancelled with its refund: on the order, and in the visitor's mail.
  const num = await cancelFirstTicket(page, 'Visitor could not come', true);
  await expect(tickets.getByRole('row', { name: new RegExp(num) })).toContainText('Cancelled');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText(
    /¥[\d,]+ \(succeeded, staff: Visitor could not come\)/,
  );
  const mail = await mailTo(page, visitor, 'Your tickets were cancelled');
  expect(mail).toContain(num);
  expect(mail).toMatch(/We have refunded ¥[\d,]+\./);

  // The other ticket checked in by hand: its slot is running.
  await tickets.getByRole('button', { name: /^Check in ticket / }).click();
  const checkDialog = page.getByRole('dialog', { name: /^Check ticket \S+ in\?$/ });
  await checkDialog.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText(/^Ticket \S+ was checked in\.$/)).toBeVisible();
  await expect(tickets.getByRole('cell', { name: 'Checked in', exact: true })).toHaveCount(1);

  // The audit log lists the three, newest first, by this manager.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: manager });
  await expect(mine.nth(0)).toContainText('Checked in by hand');
  await expect(mine.nth(1)).toContainText('Tickets cancelled with refund');
  await expect(mine.nth(1)).toContainText('Visitor could not come');
  await expect(mine.nth(2)).toContainText('Date changed');
  await expectNoViolations(page, 'audit log');
});

test('a box-office account does the order actions; a gate account checks a ticket in by hand and reaches nothing else', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const box = staffEmail('box');
  addStaff(box, 'box_office');
  const visitor = visitorEmail('box');
  await orderToMove(request, visitor);
  const boxPage = await newPage(browser);
  await signIn(boxPage, box);
  await openOrder(boxPage, visitor);
  await expect(boxPage.getByRole('group', { name: 'Change the date (no fee)' })).toBeVisible();
  await cancelFirstTicket(boxPage, 'Asked at the counter', false);
  const orderUrl = boxPage.url();
  const valid = boxPage
    .getByRole('region', { name: 'Tickets' })
    .getByRole('row')
    .filter({ hasText: 'Valid' });
  await expect(valid).toHaveCount(1);
  const validNum = ((await valid.getByRole('rowheader').textContent()) ?? '').trim();
  // No audit log for the box office.
  await expect(boxPage.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await boxPage.close();

  const gate = staffEmail('gate');
  addStaff(gate, 'gate');
  await signIn(page, gate);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  // The order's valid ticket, checked in by hand by its printed number.
  await page.getByRole('link', { name: 'Check in' }).click();
  await page.getByLabel('Ticket number').fill(validNum);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${validNum} `) })).toBeVisible();
  await expectNoViolations(page, 'check in by hand');
  await page.getByRole('button', { name: `Check in ticket ${validNum}` }).click();
  await page
    .getByRole('dialog', { name: `Check ticket ${validNum} in?` })
    .getByRole('button', { name: 'Check in' })
    .click();
  await expect(page.getByText(`Ticket ${validNum} was checked in.`)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Checked in' })).toBeVisible();
  // The order's page and the audit log are not the gate's.
  for (const screen of [orderUrl.replace(/^.*#/, '/console/#'), '/console/#/demo/audit']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
  // Nor its actions by a call of its own, with its session and CSRF token.
  const orderId = orderUrl.split('/').at(-1);
  const refused = await page.evaluate(async (id) => {
    const session = await (await fetch('/demo/api/admin/v1/session')).json();
    const answer = await fetch(`/demo/api/admin/v1/orders/${id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf_token },
      body: JSON.stringify({
        version: 'x',
        request_id: 'gate-0123456789abcdef',
        ticket_ids: [1],
        reason: 'No',
      }),
    });
    return { status: answer.status, body: await answer.json() };
  }, orderId);
  expect(refused).toEqual({ status: 403, body: { error: 'not allowed for this role' } });
});
