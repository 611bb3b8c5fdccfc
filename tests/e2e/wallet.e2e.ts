import type { Browser } from '@playwright/test';
import { makeTestWalletKeys } from '../../apps/server/testing/walletKeys.ts';
import { tenants } from '../../tenants/index.ts';
import { e2eClock } from './clock.ts';
import { expect, newContext, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './ownServer.ts';
import { walletDatabase, walletPort } from './playwright.config.ts';
import { buyOn, openTickets, type SiteConfig } from './sitePurchase.ts';

/**
 * A site with wallet pass keys (demo) and one without (ishikawa), on a server given throwaway keys through
 * the environment as README "Tickets in the phone's wallet" says: the ticket page offers Apple Wallet and
 * Google Wallet only where the site has their keys, and each button gives its pass.
 */
const configured = tenants.demo as SiteConfig;
const unconfigured = tenants.ishikawa as SiteConfig;

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const keys = makeTestWalletKeys();
  const apple = keys.site.apple;
  if (!apple) throw new Error('no Apple keys');
  server = await startOwnServer({
    port: walletPort,
    database: walletDatabase,
    clock: e2eClock,
    env: {
      APPLE_PASS_TYPE_ID_DEMO: apple.passTypeIdentifier,
      APPLE_TEAM_ID_DEMO: apple.teamIdentifier,
      APPLE_PASS_CERT_DEMO: apple.signerCert,
      APPLE_PASS_KEY_DEMO: apple.signerKey,
      APPLE_WWDR_CERT_DEMO: apple.wwdr,
      GOOGLE_WALLET_ISSUER_ID_DEMO: '3388000000012345678',
      GOOGLE_WALLET_SERVICE_ACCOUNT_DEMO: keys.googleServiceAccount,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function ticketPage(browser: Browser, site: SiteConfig) {
  const context = await newContext(browser, server.now(), { baseURL: server.url });
  const page = await context.newPage();
  await buyOn(page, site);
  await openTickets(page, site);
  return page;
}

test("a site with pass keys offers its tickets for the phone's wallets", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await ticketPage(browser, configured);
  const actions = page.getByRole('navigation', { name: 'Ticket actions' });
  const apple = actions.getByRole('link', { name: 'Add to Apple Wallet' });
  const google = actions.getByRole('link', { name: 'Save to Google Wallet' });
  await expect(apple).toBeVisible();
  await expect(google).toBeVisible();
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
  );
  const passes = await page.request.get((await apple.getAttribute('href')) ?? '');
  expect(passes.status()).toBe(200);
  expect(passes.headers()['content-type']).toBe('application/vnd.apple.pkpasses');
  // A zip archive.
  expect((await passes.body()).subarray(0, 2).toString()).toBe('PK');
});

test('a site without pass keys shows no wallet button', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await ticketPage(browser, unconfigured);
  const actions = page.getByRole('navigation', { name: 'Ticket actions' });
  await expect(actions.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expect(actions.getByRole('link', { name: /Apple Wallet|Google Wallet/ })).toHaveCount(0);
});
