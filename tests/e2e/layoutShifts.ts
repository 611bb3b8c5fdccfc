import type { Page } from '@playwright/test';

/**
 * Records the browser's layout-shift entries of the page's next loads, each as its score and the
 * elements that moved (tag, classes, the start of their text); read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `<${node.localName} class="${node.className}">${node.textContent?.slice(0, 40)}`
            : String(node?.nodeName),
        );
        shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the page so far (`recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}
