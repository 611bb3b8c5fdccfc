import { expect, type Locator, type Page, test } from '@playwright/test';
import { e2eNow, tokyoToday } from './clock.ts';

/** Steps a visitor takes on the storefront, shared by the purchase specs. All by visible text. */

/**
 * The running test's visitor address, its own in every test (and repeat and retry): the workers share
 * one mailbox, and a test following a mail must not take another test's.
 */
export function visitorEmail(): string {
  const { testId, repeatEachIndex, retry } = test.info();
  return `hanako.${testId}.${repeatEachIndex}.${retry}@example.com`;
}

export const testCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
  threeDSecureFailsRetryable: '4000000000003063',
} as const;

export async function chooseProduct(page: Page, name: string | RegExp) {
  await page.locator('[data-step=product] label', { hasText: name }).click();
}

/** The calendar's days that can be chosen: on sale with stock (not few), not sold out or closed. */
export const openDays =
  '[data-step=date] [role=gridcell] button[data-state=normal]:not([aria-disabled=true])';

/** Picks the first open day with stock in the calendar. */
export async function chooseFirstOpenDay(page: Page) {
  // Today is skipped: its first slots end while the run goes on.
  const open = page.locator(`${openDays}:not([data-date="${tokyoToday()}"])`);
  await expect(page.locator('[data-step=date] [role=gridcell]').first()).toBeVisible();
  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(open.first()).toBeVisible();
  await open.first().click();
}

export async function chooseSlot(page: Page, index = 0) {
  const slots = page.locator('[data-step=timeSlot] label:not([data-disabled])');
  await expect(slots.first()).toBeVisible();
  await slots.nth(index).click();
}

/** Adds `count` tickets of the ticket kind at `index` with its + button. */
export async function addTickets(page: Page, count: number, index = 0) {
  const plus = page
    .locator('[data-step=counts]')
    .getByRole('button', { name: /increase/i })
    .nth(index);
  for (let i = 0; i < count; i++) await plus.click();
}

/** Ticks a checkbox from the keyboard, as the form's hidden native box takes it. */
export async function tick(box: Locator) {
  await box.focus();
  await box.page().keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** What a visitor chooses beside the required answers: the newsletter is opt-in (unticked at first). */
export interface CustomerChoices {
  newsletter?: boolean;
  /** Whether the form asks for the terms (the spot channel asked on its payment page). */
  terms?: boolean;
}

export async function fillCustomer(
  page: Page,
  email = visitorEmail(),
  { newsletter = false, terms = true }: CustomerChoices = {},
) {
  await page.getByLabel(/Full name/).fill('Hanako Yamada');
  await page
    .getByLabel(/^Email address/)
    .first()
    .fill(email);
  await page.getByLabel(/Email address \(again\)/).fill(email);
  if (newsletter) await tick(page.getByRole('checkbox', { name: 'Receive the newsletter', exact: true }));
  if (terms) await acceptTerms(page);
}

/** Ticks the terms; their label holds links, so from the keyboard, like a careful visitor would. */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: /I agree/ }).focus();
  await page.keyboard.press('Space');
}

/**
 * Opens the newest mail of the dev mailbox to `to` (the test's visitor by default) with `subject`, and
 * follows its first link into the storefront, or its first link whose address matches `href`.
 */
export async function followMailLink(
  page: Page,
  subject: RegExp,
  { to = visitorEmail(), href }: { to?: string; href?: RegExp } = {},
) {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: to, exact: true }) })
    .getByRole('link', { name: subject })
    .first()
    .click();
  await page.waitForURL(/\/dev\/mailbox\/\d+/);
  await page
    .locator('pre a', href ? { hasText: href } : {})
    .first()
    .click();
}

/** Opens a select (ticket-ui's Select) by its field name and picks an option by its text. */
export async function choose(page: Page, field: string, option: string | RegExp) {
  await page.locator(`[data-field=${field}] button`).click();
  // Chosen by keyboard, as the list may open partly below the fold, where the page cannot scroll.
  await page.getByRole('option', { name: option }).press('Enter');
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel(/Card number/).fill(number);
  await page.getByLabel(/Name on card/).fill('HANAKO YAMADA');
  await choose(page, 'expiryMonth', '12');
  await choose(page, 'expiryYear', String(new Date(e2eNow()).getFullYear() + 2));
  await page.getByLabel(/Security code/).fill('123');
}

/** From the order page of demo: one adult ticket on the first open day, details, mail confirmation. */
export async function reachPayment(page: Page, email = visitorEmail(), choices?: CustomerChoices) {
  await page.goto('/#/?lang=en');
  await chooseProduct(page, 'Admission ticket');
  await chooseFirstOpenDay(page);
  await chooseSlot(page);
  await addTickets(page, 1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCustomer(page, email, choices);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await followMailLink(page, /confirm/i, { to: email });
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}
