import { expect, newContext, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { productionSandboxDatabase, productionSandboxPort } from './playwright.config.ts';
import { addTickets, chooseProduct, chooseSlot, openDays } from './purchase.ts';

/**
 * In production the sandbox runs only when asked for (`PAYMENTS_SANDBOX=on`), and then every page of the
 * built storefront says so: the server puts the ribbon into each app page it serves (productionCheck.ts).
 * This spec's server runs in production mode on its own port and database.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({
    port: productionSandboxPort,
    database: productionSandboxDatabase,
    // Production refuses a moved clock: this server and its pages live at the machine's time.
    clock: null,
    env: {
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'on',
      STAFF_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('the built storefront’s pages say “test mode — no money is taken” while the sandbox takes payments in production', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, server.now(), { baseURL: server.url });
  const page = await context.newPage();
  const ribbon = page.getByRole('status').filter({ hasText: 'test mode — no money is taken' });

  // The entry page, rendered on the server and then run by the app, keeps the ribbon.
  await page.goto('/demo/#/?lang=en');
  await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  await expect(ribbon).toBeVisible();
  // Pages the app moves to without loading a document keep it.
  await chooseProduct(page, 'Admission ticket');
  // An open day after today (today's slots may have ended at the machine's hour).
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const open = page.locator(`${openDays}:not([data-date="${today}"])`);
  await expect(page.locator('[data-step=date] [role=gridcell]').first()).toBeVisible();
  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await open.first().click();
  await chooseSlot(page);
  await addTickets(page, 1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await expect(ribbon).toBeVisible();
  // The tickets app, the default site at /, and another site's app have it too.
  for (const path of ['/demo/tickets/', '/', '/boc/#/?lang=en']) {
    await page.goto(path);
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toHaveCount(1);
  }
  // The ribbon lies over the page without taking its clicks.
  await expect(page.locator('#venue-test-mode')).toHaveCSS('pointer-events', 'none');
  await context.close();
});
