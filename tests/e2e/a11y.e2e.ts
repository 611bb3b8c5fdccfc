import type { Page } from '@playwright/test';
import { expectNoViolations as expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  addTickets,
  chooseFirstOpenDay,
  chooseProduct,
  chooseSlot,
  fillCard,
  fillCustomer,
  followMailLink,
  testCards,
} from './purchase.ts';

/**
 * Every rule, with the experimental label-in-name check that Lighthouse runs: the calendar's day buttons
 * are named by what they show first (their number and price), then their full date and state.
 */
const expectNoViolations = (page: Page, screen: string) =>
  expectNoAxeViolations(page, screen, { labelInName: true });

test('every screen of the purchase path passes an axe scan', async ({ page }) => {
  // Seven scans of whole screens: more than one test's usual minute on a busy two-core machine.
  test.setTimeout(180_000);
  await page.goto('/#/?lang=en');
  await chooseProduct(page, 'Admission ticket');
  await chooseFirstOpenDay(page);
  await chooseSlot(page);
  await addTickets(page, 1);
  await expectNoViolations(page, 'order');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expectNoViolations(page, 'sign-in');
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoViolations(page, 'sended-mail');
  await followMailLink(page, /confirm/i);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.locator('label', { hasText: /^Credit card$/ }).click();
  await fillCard(page, testCards.success);
  await expectNoViolations(page, 'payment');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expectNoViolations(page, 'confirm');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expectNoViolations(page, 'complete');
});
