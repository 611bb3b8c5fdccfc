import type { APIRequestContext, Page } from '@playwright/test';
import { tenants } from '../../tenants/index.ts';
import { expect, newContext, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { waitingRoomDatabase, waitingRoomPort } from './playwright.config.ts';
import { addTickets, chooseFirstOpenDay, chooseProduct, chooseSlot } from './purchase.ts';
import { checkOut, expectComplete } from './sitePurchase.ts';

/**
 * The on-sale day (contract: the demo site's room on its night admission opens 2027-01-06 10:00 in
 * Tokyo, 600 a minute). This spec's server lives before the opening, on its own port and database, and
 * its pages follow its clock; the other specs' servers live a week later, where the room has closed.
 * It starts 45 s before the opening, not 15: on the shared 2-core machine the first page took about
 * 13 s from the server's start to the waiting page, which was then already past the opening.
 */
const gated = 'Night admission';
const demo = tenants.demo;
if (!demo) throw new Error('no demo tenant');
const serverClock = '2027-01-06T09:59:15+09:00';

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({
    port: waitingRoomPort,
    database: waitingRoomDatabase,
    clock: serverClock,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** This browser's place as the server answers it (the context's cookie), without joining. */
async function place(request: APIRequestContext) {
  const answer = await request.get(`${server.url}/demo/api/v1/waiting-room`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { state: string; position: number | null };
}

/** Opens the demo order page in English on the gated product (chosen, unless the tab's draft has it) and waits there. */
async function openGatedProduct(page: Page) {
  await page.goto('/#/?lang=en');
  const waitingRoom = page.getByRole('heading', { name: 'Waiting room' });
  await expect(page.locator('[data-step=product] label').first().or(waitingRoom)).toBeVisible();
  const chosen = await page.locator('[data-step=product] input:checked').count();
  if (chosen === 0 && !(await waitingRoom.isVisible())) await chooseProduct(page, gated);
  await expect(waitingRoom).toBeVisible();
}

test('a visitor waits for the opening, is let in without touching anything, is sent back when the pass is missing, and buys; a second tab and a reload keep the one place', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await newContext(browser, server.now(), { baseURL: server.url });
  const page = await context.newPage();
  const joins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/waiting-room')) joins.push(request.url());
  });

  await openGatedProduct(page);
  await expect(page.getByText('Drawn when sales open')).toBeVisible();
  await expect(page.getByText('2027/01/06 (Wed) 10:00')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Sales have not opened yet/ })).toBeAttached();
  await expect.poll(async () => (await place(context.request)).state).toBe('waiting');
  // The waiting page joins once: a second join sent before the first's cookie came back would be a
  // second place in the draw, and the browser would keep whichever answered last.
  expect(joins).toHaveLength(1);

  // A second tab of the same browser is in the same place; so is the first tab after a reload.
  const second = await context.newPage();
  await openGatedProduct(second);
  await expect(second.getByText('Drawn when sales open')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Waiting room' })).toBeVisible();
  expect(await place(context.request)).toMatchObject({ state: 'waiting', position: null });

  // At the opening both tabs move on by themselves: one place, the first, for the whole browser.
  const orderScreen = (tab: Page) => tab.getByRole('heading', { name: 'Choose your tickets' });
  await expect(orderScreen(page)).toBeVisible({ timeout: 60_000 });
  await expect(orderScreen(second)).toBeVisible({ timeout: 30_000 });
  expect(await place(context.request)).toMatchObject({ state: 'admitted', position: 1 });
  // Another browser arriving now queues behind it: positions count browsers, not tabs.
  const other = await newContext(browser, server.now(), { baseURL: server.url });
  const joined = await other.request.post(`${server.url}/demo/api/v1/waiting-room`);
  expect(((await joined.json()) as { position: number }).position).toBe(2);
  await other.close();
  await second.close();

  // An order without a valid pass (here: its cookie gone) is sent back to the waiting page, told why;
  // the server hands this place its pass again, and the visitor goes on from there and buys.
  await context.clearCookies({ name: 'waiting_room_pass_demo' });
  await expect(page.locator('[data-step=product] input:checked')).toHaveCount(1);
  await chooseFirstOpenDay(page);
  await chooseSlot(page);
  await addTickets(page, 1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Your order could not be placed');
  await page.getByRole('button', { name: 'Continue to your tickets' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await checkOut(page, demo);
  await expectComplete(page);
  await context.close();
});
