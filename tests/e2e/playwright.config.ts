import { defineConfig, devices } from '@playwright/test';
import { e2eClock } from './clock.ts';

/**
 * End-to-end purchase flows in Debian's Chromium against `pnpm start`'s server, phone viewport. The servers
 * and the pages live at the run's instant (clock.ts), on seeded stock with nothing sold.
 */
const port = Number(process.env.E2E_PORT ?? 8091);
const shortHoldPort = port + 1;
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/venue-e2e';

export const baseURL = `http://127.0.0.1:${port}`;
export const shortHoldURL = `http://127.0.0.1:${shortHoldPort}`;

/**
 * The browser tests buy many tickets, all from 127.0.0.1, within the servers' 15-minute holds: the
 * per-client limits (tickets held, orders a minute, wrong coupon codes) are off on these servers.
 */
const noClientLimits = {
  CLIENT_HELD_TICKETS: '0',
  CLIENT_ORDERS_PER_MINUTE: '0',
  CLIENT_COUPON_GUESSES: '0',
};

const server = (serverPort: number, env: Record<string, string>) => ({
  command: 'pnpm --filter @venue/server start',
  url: `http://127.0.0.1:${serverPort}/api/v1/langs`,
  cwd: '../..',
  reuseExistingServer: false,
  timeout: 120_000,
  env: { PORT: String(serverPort), VENUE_CLOCK: e2eClock, SEED_STOCK: 'open', ...noClientLimits, ...env },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    server(port, { SQLITE_PATH: `${dataDir}/main.sqlite` }),
    server(shortHoldPort, { SQLITE_PATH: `${dataDir}/short-hold.sqlite`, HOLD_MINUTES: '0.1' }),
  ],
});
