import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { e2eNow, tokyoToday } from './clock.ts';
import { expect, test } from './fixtures.ts';
import { followMailLink } from './purchase.ts';

/** Staff of the e2e server's demo venue for the console's tests, made with `pnpm staff add`, and their steps. */
const repoRoot = resolve(import.meta.dirname, '../..');
const database = `${process.env.E2E_DATA_DIR ?? '/tmp/venue-e2e'}/main.sqlite`;
/** The password of every account the console's tests make (and that members a manager adds set). */
export const staffPassword = 'a console password of 2027';

/** This test's own staff address (the run's servers live on across tests and repeats). */
export function staffEmail(role: string): string {
  const { testId, repeatEachIndex, retry } = test.info();
  return `${role}.${testId}.${repeatEachIndex}.${retry}@venue.example`;
}

export function addStaff(email: string, role: 'manager' | 'box_office' | 'gate') {
  execFileSync('pnpm', ['-s', 'staff', 'add', 'demo', email, '--role', role], {
    cwd: repoRoot,
    input: `${staffPassword}\n`,
    env: { ...process.env, SQLITE_PATH: database },
  });
}

/**
 * Follows the newest set-password mail to `email` in the dev mailbox (`subject`: a new member's, or a
 * reset's) and sets `password` on the console's page it opens, which signs them in.
 */
export async function setPasswordFromMail(
  page: Page,
  email: string,
  { subject = /Set your password/, password = staffPassword }: { subject?: RegExp; password?: string } = {},
) {
  await followMailLink(page, subject, { to: email, href: /set-password/ });
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Set the password and sign in' }).click();
}

export async function signIn(page: Page, email: string) {
  await page.goto('/console/#/demo/today');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Gate staff `email` signs in and opens the gate, which downloads today's list; once the console's service
 * worker answers the page (so files fetched later, as the camera's decoder, come from it), the network goes.
 */
export async function openGateOffline(page: Page, context: BrowserContext, email: string) {
  await signIn(page, email);
  await page.getByRole('link', { name: 'Gate' }).click();
  await expect(page.locator('[data-gate-list=ready]')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await expect(page.locator('[data-gate-network=offline]')).toBeVisible();
}

/**
 * A visitor buys `quantity` tickets of today's first slot still on sale that starts after `startsAfter`
 * (epoch ms; by default 15 minutes ago on the run's clock), through the API; answers the slot and the
 * reservation's token.
 */
export async function buyToday(
  request: APIRequestContext,
  email: string,
  quantity: number,
  startsAfter = e2eNow() - 15 * 60_000,
) {
  const [product] = await (await request.get('/demo/api/v1/products?lang=en')).json();
  const day = await (
    await request.get(`/demo/api/v1/products/stocks?date=${tokyoToday()}&product_id=${product.uuid}&lang=en`)
  ).json();
  for (const span of day.time_spans as {
    time_span_id: number;
    remaining_stock: number;
    start_at: string;
    options: { id: number }[];
  }[]) {
    if (span.remaining_stock < quantity || Date.parse(span.start_at) < startsAfter) continue;
    const created = await request.post('/demo/api/v1/orders', {
      data: {
        lang: 'en',
        option_values: [{ option_value_id: span.options[0]?.id, quantity }],
        product_uuid: product.uuid,
        quantity,
        set_products: [],
        time_span_id: span.time_span_id,
      },
    });
    if (!created.ok()) continue;
    const { order_token: token } = await created.json();
    await request.post(`/demo/api/v1/ordermails/${token}`, {
      data: { lang: 'en', contents: { email, fullname: 'Console Visitor' } },
    });
    const paid = await request.post(`/demo/api/v1/orders/checkout/${token}`, {
      data: { payment_method_type: 'gmo', payment_token: '4242424242424242' },
    });
    const answer = await paid.json();
    expect(answer.result).toBe('completed');
    return {
      timeSpanId: span.time_span_id,
      startAt: span.start_at,
      reservationToken: answer.reservation_token as string,
    };
  }
  throw new Error('no slot on sale today');
}
