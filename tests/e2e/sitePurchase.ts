import { expect, type Page } from '@playwright/test';
import type { tenants } from '../../tenants/index.ts';
import {
  addTickets,
  chooseFirstOpenDay,
  chooseSlot,
  fillCard,
  fillCustomer,
  followMailLink,
  testCards,
} from './purchase.ts';

/** A purchase on any site, in the steps and page sequence its config gives. All by visible text. */

export type SiteConfig = (typeof tenants)[string];

/** Looks at a screen as a walk reaches it, before the visitor acts on it (e.g. an axe scan). */
export type ScreenCheck = (page: Page, screen: string) => Promise<void>;

const noCheck: ScreenCheck = async () => {};

const member = { email: 'member@example.com', password: 'member-pass-2026' };

/** The seeded member logs in (membership sites open at the member login). */
export async function logIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Member login' })).toBeVisible();
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The order screen as the visitor finds it: the products' links (the site that requires a product in its
 * URL), the products (product before date) or the calendar (date first, or a site's only product);
 * then a date, a product on sale that day where the site asks for it after the date, a slot, one ticket.
 */
export async function order(page: Page, check: ScreenCheck = noCheck) {
  await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  const productLinks = page.getByRole('main').locator('a[href*="id="]');
  const products = page.locator('[data-step=product] label:not([data-disabled])');
  const days = page.locator('[data-step=date] [role=gridcell]');
  const slots = page.locator('[data-step=timeSlot] label:not([data-disabled])');
  await expect(productLinks.or(products).or(days).first()).toBeVisible();
  if ((await productLinks.count()) > 0) await productLinks.first().click();
  const productFirst = (await products.count()) > 0 && (await days.count()) === 0;
  if (productFirst) await products.first().click();
  await chooseFirstOpenDay(page);
  await expect(products.or(slots).first()).toBeVisible();
  if (!productFirst && (await slots.count()) === 0) await products.first().click();
  await chooseSlot(page);
  await addTickets(page, 1);
  await check(page, 'order');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A card method the site offers (without 3-D Secure where it has one) and the card 4242…. */
export async function payByCard(page: Page) {
  const plain = page.locator('label', { hasText: /^Credit card$/ });
  const secure = page.locator('label', { hasText: /^Credit card \(3-D Secure\)$/ });
  await expect(plain.or(secure).first()).toBeVisible();
  await ((await plain.count()) > 0 ? plain : secure).first().click();
  await fillCard(page, testCards.success);
  await page.getByRole('button', { name: /^(Review order|Pay now)$/ }).click();
}

/** How a purchase pays and whose it is. */
export interface CheckOutOptions {
  /** Pays on the payment page; a card by default. */
  pay?: (page: Page) => Promise<void>;
  /** The buyer's address; the test's own visitor address (`visitorEmail`) by default. */
  email?: string;
  /** Looks at each page as it opens. */
  check?: ScreenCheck;
}

/** The pages after the order screen, in the site's page sequence, up to the complete page. */
export async function checkOut(page: Page, config: SiteConfig, options: CheckOutOptions = {}) {
  const { pay = payByCard, email, check = noCheck } = options;
  const after = config.pageSequence.slice(config.pageSequence.indexOf('order') + 1);
  for (const step of after) {
    switch (step) {
      case 'sign-in':
        await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
        await check(page, 'sign-in');
        await fillCustomer(page, email);
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        break;
      case 'mail-auth':
        await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
        await check(page, 'mail-auth');
        await followMailLink(page, /Confirm your email/, { to: email });
        break;
      case 'payment':
        await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
        await check(page, 'payment');
        await pay(page);
        break;
      case 'confirm':
        await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
        await check(page, 'confirm');
        await page.getByRole('button', { name: 'Pay now' }).click();
        break;
      case 'complete':
        return;
      default:
        throw new Error(`no step ${step} after the order page`);
    }
  }
}

/** The complete page, after the provider's 3-D Secure page where the card asks for one. */
export async function expectComplete(page: Page) {
  const done = page.getByRole('heading', { name: 'Thank you for your purchase' });
  const challenge = page.getByRole('heading', { name: /3-D Secure/ });
  await expect(done.or(challenge)).toBeVisible({ timeout: 20_000 });
  if (await challenge.isVisible()) await page.getByRole('button', { name: 'Pass' }).click();
  await expect(done).toBeVisible();
}

/** The ticket view: from the complete page's button, or from the tickets mail on sites without one. */
export async function openTickets(page: Page, config: SiteConfig, email?: string) {
  if (config.completeGoToTicketButton) await page.getByRole('link', { name: 'Show my tickets' }).click();
  else await followMailLink(page, /Your tickets/, { to: email, href: /\/tickets\/#\/id\// });
  await page.waitForURL(/\/tickets\/#\/id\/[^/]+$/);
  if (config.appDownloadModal) {
    // Sites with an app greet every ticket view with it; the tickets are behind it until it closes.
    const app = page.getByRole('dialog', { name: 'Get our app' });
    await app.getByRole('button', { name: 'Close' }).click();
    await expect(app).toBeHidden();
  }
  await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('listitem').first()).toBeVisible();
}

/** From a site's home page in English: log in where members buy, order, check out up to paying. */
export async function buyOn(page: Page, config: SiteConfig, options?: CheckOutOptions) {
  await page.goto(`/${config.id}/#/?lang=en`);
  if (config.pageSequence[0] === 'membership-login') await logIn(page);
  await order(page);
  await checkOut(page, config, options);
}
