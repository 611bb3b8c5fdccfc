import { expect, type Page } from '@playwright/test';
import {
  addTickets,
  type CustomerChoices,
  chooseFirstOpenDay,
  chooseProduct,
  chooseSlot,
  fillCard,
  fillCustomer,
  followMailLink,
  reachPayment,
  testCards,
  visitorEmail,
} from './purchase.ts';

/** A bought reservation as the ticket page shows it. */
export interface Bought {
  token: string;
  ticketUrl: string;
}

/** Pays at the payment page with a card and follows the complete page's link to the ticket page. */
export async function payAndFollowToTickets(page: Page): Promise<Bought> {
  await page.locator('label', { hasText: /^Credit card$/ }).click();
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('link', { name: 'Show my tickets' }).click();
  await page.waitForURL(/\/tickets\/#\/id\/[^/]+$/);
  const ticketUrl = page.url();
  return { token: ticketUrl.split('/').at(-1) ?? '', ticketUrl };
}

/** Pays at the payment page with a card and opens the tickets from the complete page. */
export async function payAndOpenTickets(page: Page): Promise<Bought> {
  const bought = await payAndFollowToTickets(page);
  await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  return bought;
}

export interface SiteOrder {
  /** The product to pick, on sites whose order starts with a product step. */
  product?: string | RegExp;
  /** The product the entry URL names (`?id=`), on sites without a product step. */
  productUuid?: string;
  /** Clicks the day in the calendar; the first open day when not given. */
  pickDay?: (page: Page) => Promise<void>;
}

/**
 * On a site with mail authentication (`/ruins`), orders one ticket of the first kind through the UI on a
 * day, gives the visitor's details and follows the confirmation mail to the payment page.
 */
export async function reachPaymentOn(page: Page, site: string, order: SiteOrder = {}) {
  await page.goto(`${site}/#/?lang=en${order.productUuid ? `&id=${order.productUuid}` : ''}`);
  if (order.product) await chooseProduct(page, order.product);
  await (order.pickDay ?? chooseFirstOpenDay)(page);
  await chooseSlot(page);
  await addTickets(page, 1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await followMailLink(page, /confirm/i);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

/** Buys one adult ticket on demo's first open day through the UI and opens its ticket page. */
export async function buyTicket(
  page: Page,
  email = visitorEmail(),
  choices?: CustomerChoices,
): Promise<Bought> {
  await reachPayment(page, email, choices);
  return payAndOpenTickets(page);
}
