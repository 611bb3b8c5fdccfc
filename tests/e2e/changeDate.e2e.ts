import type { Page } from '@playwright/test';
import { buyTicket } from './afterPurchase.ts';
import { tokyoToday } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { chooseSlot, openDays, visitorEmail } from './purchase.ts';

/** From the ticket view, opens the change-date page and picks the first open day other than `day`. */
async function chooseAnotherDay(page: Page, day: string): Promise<string> {
  await page.getByRole('link', { name: 'Change date' }).click();
  await expect(page.getByRole('heading', { name: 'Change the date' })).toBeVisible();
  await expect(page.getByText(/^Current date:/)).toContainText(day.replaceAll('-', '/'));
  const open = page.locator(`${openDays}:not([data-date="${tokyoToday()}"]):not([data-date="${day}"])`);
  await expect(page.locator('[data-step=date] [role=gridcell]').first()).toBeVisible();
  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(open.first()).toBeVisible();
  const chosen = (await open.first().getAttribute('data-date')) ?? '';
  await open.first().click();
  await chooseSlot(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your reservation' })).toBeVisible();
  return chosen;
}

/** The visit day the ticket view shows in its header, yyyy-MM-dd. */
async function shownDay(page: Page): Promise<string> {
  const header = page.getByRole('main').locator('header');
  const text = (await header.textContent()) ?? '';
  return (text.match(/\d{4}\/\d{2}\/\d{2}/)?.[0] ?? '').replaceAll('/', '-');
}

test.describe('changing the date of a reservation on the demo site', () => {
  test('moves the tickets to another day, shown on the ticket view', async ({ page }) => {
    await buyTicket(page);
    const before = await shownDay(page);
    expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const chosen = await chooseAnotherDay(page, before);

    await page.getByLabel('Email address').fill(visitorEmail());
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm the new date' })).toBeVisible();
    await expect(page.getByText(chosen.replaceAll('-', '/'))).toBeVisible();
    await page.getByRole('button', { name: 'Change the date' }).click();

    await expect(page.getByRole('heading', { name: 'Your date has been changed.' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(chosen.replaceAll('-', '/'));
    await page.getByRole('link', { name: 'Show my tickets' }).click();
    await page.waitForURL(/\/tickets\/#\/id\/[^/]+$/);
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
    expect(await shownDay(page)).toBe(chosen);
    const card = page.getByRole('article', { name: /Admission ticket/ }).first();
    await expect(card).toContainText(chosen.replaceAll('-', '/'));
    await expect(card).toContainText('Valid');
  });

  test('asks again for the reservation’s address, beside the field, when another one is given', async ({
    page,
  }) => {
    await buyTicket(page);
    const before = await shownDay(page);
    await chooseAnotherDay(page, before);

    const field = page.getByLabel('Email address');
    await field.fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const refusal = 'The email address does not match this reservation.';
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(refusal);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Confirm your reservation' })).toBeVisible();
    expect(page.url()).toMatch(/#\/reservation-email\/[^/]+$/);

    await field.fill(visitorEmail());
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Confirm the new date' })).toBeVisible();
  });
});
