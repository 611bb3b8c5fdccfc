import { expect, type Page } from '@playwright/test';
import { fillCard, reachPayment, testCards } from './purchase.ts';

/** A bought reservation as the ticket page shows it. */
export interface Bought {
  token: string;
  ticketUrl: string;
}

/** Pays at the payment page with a card and opens the tickets from the complete page. */
export async function payAndOpenTickets(page: Page): Promise<Bought> {
  await page.locator('label', { hasText: /^Credit card$/ }).click();
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('link', { name: 'Show my tickets' }).click();
  await page.waitForURL(/\/tickets\/#\/id\/[^/]+$/);
  await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  const ticketUrl = page.url();
  return { token: ticketUrl.split('/').at(-1) ?? '', ticketUrl };
}

/** Buys one adult ticket on demo's first open day through the UI and opens its ticket page. */
export async function buyTicket(page: Page, email = 'hanako@example.com'): Promise<Bought> {
  await reachPayment(page, email);
  return payAndOpenTickets(page);
}
