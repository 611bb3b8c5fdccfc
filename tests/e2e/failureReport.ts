import type { BrowserContext, TestInfo } from '@playwright/test';

/**
 * What a failed test's pages showed and what the server refused them, printed with the failure, so a run
 * whose traces are gone (a CI machine's) still says why: each open page's address and accessibility tree,
 * and every answer of 400 or more and every request that failed from this machine's servers, in order (the
 * tag manager, unreachable on purpose, is left out).
 */
let contexts: BrowserContext[] = [];
let refusals: string[] = [];

const local = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url);

/** Notes `context`'s refused and failed requests for the running test's report. */
export function watchForReport(context: BrowserContext) {
  contexts.push(context);
  const sink = refusals;
  context.on('response', (response) => {
    if (response.status() < 400 || !local(response.url())) return;
    const request = response.request();
    sink.push(`${request.method()} ${response.url()} → ${response.status()}`);
    response.text().then(
      (body) => sink.push(`  ${body.slice(0, 300)}`),
      () => {},
    );
  });
  context.on('requestfailed', (request) => {
    if (!local(request.url())) return;
    sink.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`);
  });
}

/** Prints the report when the test did not end as expected; starts the next test's afresh. */
export async function reportOnFailure(testInfo: TestInfo) {
  const watched = contexts;
  const seen = refusals;
  contexts = [];
  refusals = [];
  if (testInfo.status === testInfo.expectedStatus) return;
  const lines = [`--- what "${testInfo.title}" left on screen`];
  for (const context of watched) {
    for (const page of context.pages()) {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
      lines.push(`page ${page.url()}`, tree.split('\n').slice(0, 80).join('\n'));
    }
  }
  lines.push('--- refused and failed requests', ...(seen.length ? seen : ['none']));
  console.log(lines.join('\n'));
}
