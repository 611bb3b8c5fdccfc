import type { Page } from '@playwright/test';
import { tokyoToday } from './clock.ts';
import { expect, test } from './fixtures.ts';
import {
  addTickets,
  chooseProduct,
  chooseSlot,
  fillCard,
  fillCustomer,
  followMailLink,
  openDays,
  testCards,
} from './purchase.ts';

/** Picks the first open day after today; answers it as the summary writes it (2027/01/14). */
async function chooseDay(page: Page): Promise<string> {
  const open = page.locator(`${openDays}:not([data-date="${tokyoToday()}"])`);
  await expect(open.first()).toBeVisible();
  const date = (await open.first().getAttribute('data-date')) ?? '';
  await open.first().click();
  return date.replaceAll('-', '/');
}

/** From the order page to payment on demo, with two adult tickets; answers the visit date. */
async function orderTwoTickets(page: Page): Promise<string> {
  await page.goto('/#/?lang=en');
  await chooseProduct(page, 'Admission ticket');
  const day = await chooseDay(page);
  await chooseSlot(page);
  await addTickets(page, 2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  return day;
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Your order' });

async function expectVisit(page: Page, day: string) {
  const panel = summary(page);
  await expect(panel).toContainText('Admission ticket');
  await expect(panel).toContainText(new RegExp(`${day} \\(\\w{3}\\)`));
  await expect(panel).toContainText(/\d{2}:\d{2} - \d{2}:\d{2}/);
  await expect(panel).toContainText(/× 2/);
  await expect(panel).toContainText(/Total \(tax included\)\s*¥[\d,]+/);
}

test.describe('the order summary at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('shows date, slot, counts and total beside the form on details, payment, review and complete', async ({
    page,
  }) => {
    const day = await orderTwoTickets(page);
    await expectVisit(page, day);
    // A column beside the form, not above it.
    const form = await page.getByLabel(/Full name/).boundingBox();
    const panel = await summary(page).boundingBox();
    expect(panel && form && panel.x > form.x + form.width).toBe(true);
    await expect(summary(page).getByRole('timer')).toHaveText(/Tickets held for 1[45]:\d{2}/);

    await fillCustomer(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await followMailLink(page, /confirm/i);
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expectVisit(page, day);

    await page.locator('label', { hasText: /^Credit card$/ }).click();
    await fillCard(page, testCards.success);
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expectVisit(page, day);
    // The review names the payment method chosen, with the card's last digits.
    await expect(page.getByRole('main')).toContainText(/Payment method\s*Credit card •••• \d{4}/);

    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
    await expectVisit(page, day);
    await expect(summary(page)).toContainText(/Reservation number: \d+/);
    // A paid order holds nothing any more.
    await expect(summary(page).getByRole('timer')).toHaveCount(0);
  });
});

test('on a phone the summary is a bar with the total, date and slot that opens the rest', async ({
  page,
}) => {
  const day = await orderTwoTickets(page);
  const bar = summary(page).getByRole('button', { name: /Your order\s*¥[\d,]+/ });
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  // What a timed-entry visitor checks before paying stays in sight without a tap.
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(new RegExp(`${day} \\(\\w{3}\\)`));
  await expect(bar).toContainText(/\d{2}:\d{2} - \d{2}:\d{2}/);
  await expect(summary(page).getByText(/Total \(tax included\)/)).toBeHidden();
  // The hold's time stays in sight while the rest is closed.
  await expect(summary(page).getByRole('timer')).toBeVisible();
  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await expect(summary(page).getByText(/Total \(tax included\)/)).toBeVisible();
});

test('on a phone payment and review show the date, slot and total without a tap', async ({ page }) => {
  const day = await orderTwoTickets(page);
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await followMailLink(page, /confirm/i);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const bar = summary(page).getByRole('button', { name: /Your order\s*¥[\d,]+/ });
  for (const heading of ['Payment', 'Review your order']) {
    if (heading === 'Review your order') {
      await page.locator('label', { hasText: /^Credit card$/ }).click();
      await fillCard(page, testCards.success);
      await page.getByRole('button', { name: 'Review order' }).click();
    }
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(new RegExp(`${day} \\(\\w{3}\\)`));
    await expect(bar).toContainText(/\d{2}:\d{2} - \d{2}:\d{2}/);
  }
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect(summary(page).getByRole('button', { name: /Your order/ })).toContainText(
    new RegExp(`${day} \\(\\w{3}\\)`),
  );
});

test('on a phone an opened summary stays open while a coupon is applied, and shows its discount', async ({
  page,
}) => {
  await orderTwoTickets(page);
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await followMailLink(page, /confirm/i);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const bar = summary(page).getByRole('button', { name: /Your order\s*¥[\d,]+/ });
  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('SAVE500');
  await page.getByRole('button', { name: 'Apply' }).click();
  // The order is read again with its coupon: the summary keeps its place and stays open meanwhile.
  await expect(page.getByRole('button', { name: 'Remove 500 yen off' })).toBeVisible();
  await expect(summary(page).getByRole('table')).toContainText('500 yen off−¥500');
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
});
