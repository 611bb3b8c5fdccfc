import { defineConfig, devices } from '@playwright/test';
import { serverEnv } from './serverEnv.ts';

/**
 * End-to-end purchase flows in Debian's Chromium against `pnpm start`'s server, phone viewport. The servers
 * and the pages live at the run's instant (clock.ts), on seeded stock with nothing sold.
 */
const port = Number(process.env.E2E_PORT ?? 8091);
const shortHoldPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/venue-e2e';

export const baseURL = `http://127.0.0.1:${port}`;
export const shortHoldURL = `http://127.0.0.1:${shortHoldPort}`;
/** The waiting-room spec's own server (waitingRoom.e2e.ts starts it, on its own day): port and database. */
export const waitingRoomPort = port + 2;
export const waitingRoomDatabase = `${dataDir}/waiting-room.sqlite`;
/** The wallet spec's own server (wallet.e2e.ts: a site with wallet pass keys): port and database. */
export const walletPort = port + 7;
export const walletDatabase = `${dataDir}/wallet.sqlite`;
/** The Stripe spec's own server (stripe.e2e.ts: a site on Stripe, against stripe-mock): port and database. */
export const stripePort = port + 3;
export const stripeDatabase = `${dataDir}/stripe.sqlite`;
/** The test-mode ribbon spec's own server (production mode with the sandbox): port and database. */
export const productionSandboxPort = port + 4;
export const productionSandboxDatabase = `${dataDir}/production-sandbox.sqlite`;
/** The new-tenant spec's own server (newTenant.e2e.ts starts it, for the site it generates): port. */
export const newTenantPort = port + 5;
/** The site walks' own shared server (the `site walks` project below): port. */
const siteWalksPort = port + 6;

/**
 * The long walks over many sites (and the new venue's build) run beside the other specs, on a server and
 * database of their own, so neither half sees the other's sales: two workers, one a project, each half in
 * file order, the halves about as long.
 */
const siteWalks = [
  '**/everyTenant.e2e.ts',
  '**/firstPaint.e2e.ts',
  '**/newTenant.e2e.ts',
  '**/paidDateChange.e2e.ts',
  '**/payments.e2e.ts',
  '**/providerCallbacks.e2e.ts',
  '**/siteFlags.e2e.ts',
  '**/siteIcons.e2e.ts',
];

const server = (serverPort: number, env: Record<string, string>) => ({
  command: 'pnpm --filter @venue/server start',
  url: `http://127.0.0.1:${serverPort}/api/v1/langs`,
  cwd: '../..',
  reuseExistingServer: false,
  timeout: 120_000,
  env: serverEnv(serverPort, env),
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  // One baseline a shot whichever project takes it (the default path names the project).
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  use: {
    ...devices['Pixel 7'],
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test's trace keeps each action's DOM snapshot but no screencast: filming every page of
    // every passing test as it runs took about half of each test's time on a busy two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'flows', testIgnore: siteWalks, workers: 1 },
    {
      name: 'site walks',
      testMatch: siteWalks,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${siteWalksPort}` },
    },
  ],
  webServer: [
    server(port, { SQLITE_PATH: `${dataDir}/main.sqlite` }),
    server(shortHoldPort, { SQLITE_PATH: `${dataDir}/short-hold.sqlite`, HOLD_MINUTES: '0.1' }),
    server(siteWalksPort, { SQLITE_PATH: `${dataDir}/site-walks.sqlite` }),
  ],
});
