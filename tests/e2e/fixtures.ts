import { type Browser, type BrowserContext, test as base } from '@playwright/test';
import { e2eNow } from './clock.ts';
import { reportOnFailure, watchForReport } from './failureReport.ts';

/** The Content-Security-Policy violations of the running test's pages, as lines naming what was refused. */
let violations: string[] = [];

/**
 * Reports every Content-Security-Policy violation of the context's pages, in any frame and on every page
 * they load, to the running test's list: a listener installed before any script of the page runs
 * passes each `securitypolicyviolation` event to the test.
 */
async function watchPolicyViolations(context: BrowserContext) {
  const sink = violations;
  await context.exposeBinding('__reportPolicyViolation', ({ page }, line: string) => {
    sink.push(`${page?.url() ?? 'a page'}: ${line}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation: (line: string) => Promise<void> })
      .__reportPolicyViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const sample = event.sample ? ` (${event.sample})` : '';
        void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}${sample}`);
      },
      true,
    );
  });
}

/**
 * Playwright's test, with every page of the test's context on the run's clock (see clock.ts), and failing
 * when any page of the test (`newPage`'s too) broke the server's Content-Security-Policy.
 */
export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies first.
    async ({}, use) => {
      violations = [];
      await use(violations);
      base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, policyViolations: _ }, use, testInfo) => {
    await context.clock.install({ time: e2eNow() });
    await watchPolicyViolations(context);
    watchForReport(context);
    await use(context);
    await reportOnFailure(testInfo);
  },
});

export { expect } from '@playwright/test';

/**
 * A context of its own (another visitor, or a server that lives on another day) with its pages' clock at
 * `time`, its CSP watched.
 */
export async function newContext(
  browser: Browser,
  time: number,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.clock.install({ time });
  await watchPolicyViolations(context);
  watchForReport(context);
  return context;
}

/** A page in a context of its own (a second visitor or device), on the run's clock, its CSP watched. */
export async function newPage(browser: Browser, options?: Parameters<Browser['newPage']>[0]) {
  const page = await browser.newPage(options);
  await page.context().clock.install({ time: e2eNow() });
  await watchPolicyViolations(page.context());
  watchForReport(page.context());
  return page;
}
