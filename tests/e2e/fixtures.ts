import { type Browser, test as base } from '@playwright/test';
import { e2eNow } from './clock.ts';

/** Playwright's test, with every page of the test's context on the run's clock (see clock.ts). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: e2eNow() });
    await use(context);
  },
});

export { expect } from '@playwright/test';

/** A page in a context of its own (a second visitor or device), on the run's clock. */
export async function newPage(browser: Browser, options?: Parameters<Browser['newPage']>[0]) {
  const page = await browser.newPage(options);
  await page.context().clock.install({ time: e2eNow() });
  return page;
}
