import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What an axe scan of a screen counts. */
export interface AxeScan {
  /** Only violations of these impacts (all by default). */
  impacts?: readonly ('minor' | 'moderate' | 'serious' | 'critical')[];
  /** Runs the experimental label-in-name check Lighthouse runs (WCAG 2.5.3). */
  labelInName?: boolean;
}

/** Whether axe is already loaded in every frame of the page (by an earlier scan of the same document). */
async function axeLoaded(page: Page): Promise<boolean> {
  const loaded = await Promise.all(
    page
      .frames()
      .map((frame) =>
        frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => false),
      ),
  );
  return loaded.every(Boolean);
}

/**
 * The screen's violations, one line each: the rule, then each node's selector and what fails.
 * axe runs in the page itself (legacy mode) rather than in parts finished in a new blank page: a scan
 * then costs about a second less, and the screens have no cross-origin frames of ours to scan.
 * The builder injects axe's whole source (some 650 kB) twice a scan; a walk's screens mostly share one
 * document, so where an earlier scan left axe in every frame it is not sent again (an empty source).
 */
export async function axeViolations(page: Page, screen: string, scan: AxeScan = {}): Promise<string[]> {
  const builder = new AxeBuilder({
    page,
    ...((await axeLoaded(page)) ? { axeSource: ';' } : {}),
  }).setLegacyMode();
  if (scan.labelInName) builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !scan.impacts || (v.impact != null && scan.impacts.includes(v.impact)))
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')})`,
    );
}

/**
 * Fails the test with every violation axe finds on the screen, and when the page scrolls sideways (WCAG
 * 1.4.10, reflow): a phone zooms such a page out to fit, and taps land beside what they aim at.
 */
export async function expectNoViolations(page: Page, screen: string, scan: AxeScan = {}) {
  expect(await axeViolations(page, screen, scan)).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    return { scrollWidth, clientWidth };
  });
  expect(scrollWidth, `${screen}: the page is wider than the screen`).toBeLessThanOrEqual(clientWidth);
}
