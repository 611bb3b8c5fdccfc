import { buyTicket } from './afterPurchase.ts';
import { expect, newPage, test } from './fixtures.ts';
import { layoutShifts, recordLayoutShifts } from './layoutShifts.ts';

/** Chunks of the checkout a ticket page must not download: the order page's first screen and the later steps. */
const checkoutChunks = /\/(order|(SignIn|Payment|Confirm|Complete)Screen)-[^/]*\.js$/;
/** The chunk of the ticket page's first screen (apps/storefront/plugins/firstScreens.ts). */
const ticketsChunk = /\/tickets-[^/]*\.js$/;

test.describe('ticket view after a purchase on the demo site', () => {
  // The ticket page's app renders the screen itself (no HTML of it): the header keeps the switcher's
  // height while its code loads, and the static shell's header has the app's measures.
  test('the ticket view holds still as it comes alive, on a phone and on a desktop', async ({
    page,
    browser,
  }) => {
    const { ticketUrl } = await buyTicket(page);
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      const visitor = await newPage(browser, { viewport });
      await recordLayoutShifts(visitor);
      await visitor.goto(`${ticketUrl}?lang=en`, { waitUntil: 'networkidle' });
      await expect(visitor.getByRole('article', { name: /Admission ticket/ }).first()).toBeVisible();
      await expect(visitor.getByRole('combobox', { name: 'Language' })).toBeVisible();
      expect(await layoutShifts(visitor), `${viewport.width} px`).toEqual([]);
      await visitor.close();
    }
  });

  test('shows every ticket with its QR code, status, kind, time and number, without the checkout code', async ({
    page,
    browser,
  }) => {
    const { ticketUrl } = await buyTicket(page);
    expect(new URL(ticketUrl).pathname).toMatch(/\/tickets\/$/);

    // demo's ticketPage.headerColor: sp on a phone, pc on a desktop.
    const ticketHeader = (on: typeof page) => on.getByRole('main').locator('header');
    await expect(ticketHeader(page)).toHaveCSS('background-color', 'rgb(43, 89, 195)');

    const visitor = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visitor.goto(`${ticketUrl}?lang=en`);
    const card = visitor.getByRole('article', { name: /Admission ticket/ }).first();
    await expect(card).toBeVisible();
    await expect(ticketHeader(visitor)).toHaveCSS('background-color', 'rgb(27, 42, 74)');
    await expect(card.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
    await expect(card.locator('path')).toHaveAttribute('d', /M\d/);
    await expect(card).toContainText('Valid');
    await expect(card).toContainText('Admission');
    await expect(card).toContainText(/\d{2}:\d{2} - \d{2}:\d{2}/);
    await expect(card).toContainText('Adult');
    await expect(visitor.getByText(/Reservation number/)).toContainText(/\d{6,}/);
    // demo shows ticket help (showTicketHelp) and no app-download modal.
    await visitor.getByText('How to use your tickets').click();
    await expect(visitor.getByText(/Show the QR code of each ticket/)).toBeVisible();
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
    expect(scripts.some((url) => ticketsChunk.test(url))).toBe(true);
    expect(scripts.filter((url) => checkoutChunks.test(url))).toEqual([]);
    await visitor.close();
  });

  test('/tickets/{token} on the app base redirects to the ticket view on the ticket base', async ({
    page,
  }) => {
    const { token } = await buyTicket(page);
    await page.goto(`/#/tickets/${token}?lang=en`);
    await page.waitForURL(`**/tickets/#/id/${token}`);
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  });

  test('an unknown token shows a ticket-not-found page, not an error dialog', async ({ page }) => {
    await page.goto('/tickets/#/id/not-a-real-token?lang=en');
    await expect(page.getByRole('heading', { name: 'Ticket not found' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
