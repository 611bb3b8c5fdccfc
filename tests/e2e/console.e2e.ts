import { expectNoViolations } from './axe.ts';
import { addStaff, buyToday, signIn, staffEmail } from './consoleStaff.ts';
import { expect, newPage, test } from './fixtures.ts';

/**
 * The venue console in Chromium against the e2e server: staff made with `pnpm staff add` on the server's
 * own database, a manager who watches today's counts move as a visitor buys, finds the order by the
 * visitor's address and resends its confirmation, and a gate account that sees only today and the gate.
 */
test('a manager sees today move as a visitor buys, finds the order by address and resends its mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = staffEmail('manager');
  addStaff(manager, 'manager');
  await signIn(page, manager);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  const totalSold = page.locator('[data-count=total-sold]');
  await expect(totalSold).toBeVisible();
  const before = Number(await totalSold.textContent());
  await expectNoViolations(page, 'today');

  // Its own address on every run: the server's database outlives a run started without `pnpm test:e2e`.
  const visitor = `visitor.${test.info().testId}.${Date.now()}@example.com`;
  await buyToday(request, visitor, 2);
  // The page asks again every 5 seconds.
  await expect(totalSold).toHaveText(String(before + 2), { timeout: 15_000 });

  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Reservation number, email, phone or name').fill(visitor.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 orders')).toBeVisible();
  await page
    .getByRole('row', { name: /Console Visitor/ })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: /^Reservation number \d{12}$/ })).toBeVisible();
  await expect(page.getByText(visitor).first()).toBeVisible();
  await expectNoViolations(page, 'order');

  await page.getByRole('button', { name: 'Resend the confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend the confirmation mail?' });
  await expect(dialog).toContainText(visitor);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`The confirmation was sent to ${visitor}.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `order.resend — ${manager}` })).toBeVisible();
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  expect(mailbox.split(visitor).length - 1).toBeGreaterThanOrEqual(2);
});

test('a gate account sees today and the scanning gate only, and switching language keeps the session', async ({
  browser,
}) => {
  const gate = staffEmail('gate');
  addStaff(gate, 'gate');
  const page = await newPage(browser);
  await signIn(page, gate);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Today', 'Check in', 'Gate']);
  await page.goto('/console/#/demo/orders');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/console/#/demo/today');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { name: '本日' })).toBeVisible();
  await expect(page.getByText(/（入場ゲート）でサインイン中/)).toBeVisible();
  await page.close();
});
