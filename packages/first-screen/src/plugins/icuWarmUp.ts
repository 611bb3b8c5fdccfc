import { createHash } from 'node:crypto';
import { dirname, relative } from 'node:path';
import { defaultCurrency, defaultCurrencyLocale, displayTimeZone } from '@venue/ticket-core';
import type { Plugin } from 'vite';

/**
 * The worker's script: given the page's language, it formats a date in the venue's time zone and a price
 * as `formatPrice` does by default, then ends.
 */
const priceFormat = `{ style: 'currency', currency: '${defaultCurrency}' }`;
export const workerSource = [
  'onmessage = ({ data: lang }) => {',
  `  new Intl.DateTimeFormat(lang, { timeZone: '${displayTimeZone}' }).format(0);`,
  `  new Intl.NumberFormat('${defaultCurrencyLocale}', ${priceFormat}).format(0);`,
  '  close();',
  '};',
].join('\n');

/** The worker's file in the build, named for its content like Vite's assets. */
const workerHash = createHash('sha256').update(workerSource).digest('hex').slice(0, 8);
export const workerFile = `assets/icu-warm-up-${workerHash}.js`;

/** The inline classic script that starts the worker, for the page at `page` (relative to the build). */
export function starterScript(page: string): string {
  const href = relative(dirname(page), workerFile).replace(/^(?!\.)/, './');
  // In a block: a classic script's top-level `const` would be the page's global.
  const start = `const worker = new Worker('${href}');\n  worker.postMessage(document.documentElement.lang);`;
  return `{\n  ${start}\n}`;
}

/**
 * The browser's ICU data, loaded off the page's main thread as the page is parsed. A page's first use of
 * `Intl`, whichever call it is, loads that data: 20-55 ms on the bench machine, in one piece that no
 * script can split, and more for the first price and the first date in the venue's time zone. The data
 * is the renderer's, shared by its threads: once a worker has loaded it, the page's own first date and
 * price take under 1 ms (measured in Chromium: 0.1-2.5 ms against 23-54 ms). Loaded on the main thread
 * instead, it lengthens whichever task comes first, as the page is parsed or as the app starts. The
 * worker's script is a file of the build (`workerFile`), as the pages' policy allows scripts from the
 * site itself only; a page opened before the worker has loaded the data loads it itself, as before.
 */
export function icuWarmUp(root: string): Plugin {
  return {
    name: 'venue-icu-warm-up',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName: workerFile, source: workerSource });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return [
          {
            tag: 'script',
            children: starterScript(relative(root, context.filename)),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
