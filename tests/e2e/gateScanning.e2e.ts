import { expectNoViolations } from './axe.ts';
import { addStaff, buyToday, openGateOffline, signIn, staffEmail } from './consoleStaff.ts';
import { expect, test } from './fixtures.ts';

/**
 * The scanning gate in Chromium: a gate account opens the gate, which downloads today's list; offline, it
 * admits tickets typed in as a hardware scanner types their QR code's URL and refuses a duplicate; back
 * online it sends its scans, and the ticket's own check-in then finds them used.
 */
test('a gate admits offline from today’s list, refuses a duplicate, and syncs when back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const gate = staffEmail('gate');
  addStaff(gate, 'gate');
  const { reservationToken } = await buyToday(request, `visitor.${Date.now()}@example.com`, 3);
  const view = await (await request.get(`/demo/api/v1/reservations/${reservationToken}/tickets`)).json();
  const tickets = view.tickets as { id: number; kind: string; qr_code: string }[];

  await openGateOffline(page, context, gate);
  await expect(page.getByRole('heading', { name: 'Scanning gate' })).toBeVisible();
  const code = page.getByLabel('Ticket QR code');
  const verdict = page.getByRole('status');
  for (const ticket of tickets.slice(0, 2)) {
    await code.fill(ticket.qr_code);
    await code.press('Enter');
    await expect(verdict).toHaveAttribute('data-verdict', 'admit');
    await expect(verdict).toContainText('Admit');
  }
  await code.fill(tickets[0]?.qr_code ?? '');
  await code.press('Enter');
  await expect(verdict).toHaveAttribute('data-verdict', 'already_used');
  await expect(verdict).toContainText('Already used');
  // The screen at its busiest (a refusal shown, the counts, the scans to send) has no serious violation.
  await expectNoViolations(page, 'gate: already used');
  // A code this venue never issued: not in the list, and no network to ask.
  await code.fill(`http://127.0.0.1/demo/tickets/#/id/${'x'.repeat(32)}/999999/gate`);
  await code.press('Enter');
  await expect(verdict).toContainText('Not in today’s list — check online');
  await expect(page.getByText('Scans to send: 3')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Scans to send: 0')).toBeVisible({ timeout: 15_000 });
  for (const ticket of tickets.slice(0, 2)) {
    const checkIn = await request.post(`/demo/api/v1/tickets/${ticket.id}/checkin`, {
      data: { reservation_token: reservationToken, type: ticket.kind },
    });
    expect(await checkIn.json()).toEqual({ error: 'ticket already used' });
  }
  // The third ticket was never scanned: online, the gate admits it.
  await code.fill(tickets[2]?.qr_code ?? '');
  await code.press('Enter');
  await expect(verdict).toHaveAttribute('data-verdict', 'admit');
});

/**
 * The console's service worker keeps the page and its files: a gate that opened once reopens with the
 * network off, on the session it kept and the list in IndexedDB, and admits.
 */
test('a gate opened once reopens with no network and admits from its list', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const gate = staffEmail('gate');
  addStaff(gate, 'gate');
  const { reservationToken } = await buyToday(request, `visitor.${Date.now()}@example.com`, 1);
  const view = await (await request.get(`/demo/api/v1/reservations/${reservationToken}/tickets`)).json();
  const [ticket] = view.tickets as { qr_code: string }[];

  await signIn(page, gate);
  // The page names the venue's manifest: the phone installs this venue's gate.
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/console/demo/manifest.webmanifest');
  expect(await (await request.get(manifest ?? '')).json()).toMatchObject({
    start_url: '/console/#/demo/gate',
  });
  await page.getByRole('link', { name: 'Gate' }).click();
  await expect(page.locator('[data-gate-list=ready]')).toBeVisible();
  // The worker has kept the console's files and answers this page's requests.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Scanning gate' })).toBeVisible();
  await expect(page.locator('[data-gate-network=offline]')).toBeVisible();
  await expect(page.locator('[data-gate-list=ready]')).toBeVisible();
  const code = page.getByLabel('Ticket QR code');
  await code.fill(ticket?.qr_code ?? '');
  await code.press('Enter');
  await expect(page.getByRole('status')).toHaveAttribute('data-verdict', 'admit');
  await expect(page.getByText('Scans to send: 1')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Scans to send: 0')).toBeVisible({ timeout: 15_000 });
});
