import { displayTimeZone } from '@venue/ticket-core';
import type { HtmlTagDescriptor } from 'vite';

/** An entry script as Vite writes it into a page (type, crossorigin, src), with the file it names. */
const moduleScript = /[ \t]*<script type="module" crossorigin src="([^"]+\.js)"><\/script>\n?/g;

/** A module preload as Vite writes it into a page (rel, crossorigin, href), with the file it names. */
const modulePreload = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+\.js)">\n?/g;

/**
 * The page's own script: once the browser reports the page's first contentful paint, it preloads the
 * entry scripts and the first screen's chunks side by side, and imports the entry scripts in their order.
 * A page opened in a background tab paints nothing until it is shown, and a browser without paint timing
 * reports nothing, so there the scripts start at once; should no paint be reported within 3 s, they
 * start then. Once started, the page stops listening for paints.
 */
export function starterSource(scripts: readonly string[], preloads: readonly string[]): string {
  return [
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    `  const scripts = ${JSON.stringify(scripts)};`,
    '  scripts.reduce((before, src) => before.then(() => import(src)), Promise.resolve());',
    '};',
    "const paints = PerformanceObserver.supportedEntryTypes.includes('paint');",
    "if (document.visibilityState === 'visible' && paints) {",
    '  new PerformanceObserver((entries, observer) => {',
    "    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;",
    '    observer.disconnect();',
    '    start();',
    "  }).observe({ type: 'paint', buffered: true });",
    '  setTimeout(start, 3000);',
    '} else start();',
  ].join('\n');
}

/**
 * The page's first uses of `Intl`, as it is parsed: a page's first use, whichever call it is, loads the
 * browser's ICU data (20-55 ms on the bench machine), and the first price and the first date in the
 * venue's time zone load their own (currency and zone data: up to 20 ms more). Before the first paint
 * nothing on the page can be used, so the visitor waits for nothing they could do; after it, these would
 * lengthen the app's first tasks (react-aria's i18n module as it is evaluated, the order screen's first
 * render) while the page is already shown and taking clicks.
 */
export const icuWarmUp: HtmlTagDescriptor = {
  tag: 'script',
  // In a block: a classic script's top-level `const` would be the page's global.
  children: [
    '{',
    '  const lang = document.documentElement.lang;',
    `  new Intl.DateTimeFormat(lang, { timeZone: '${displayTimeZone}' }).format(0);`,
    "  new Intl.NumberFormat(lang, { style: 'currency', currency: 'JPY' }).format(0);",
    '}',
  ].join('\n'),
  injectTo: 'head-prepend',
};

/**
 * The page paints its HTML (its first screen, prerendered) before it asks for any script: the entry
 * scripts and module preloads Vite wrote, and the chunks in `preloads`, are requested by one inline
 * module script (`starterSource`) after the first paint, instead of by the page's tags as it is parsed.
 *
 * Why: the first paint needs no script, but a script that has arrived before it is evaluated before it
 * (module scripts run as the parsing ends), and Lighthouse's simulation counts every script that ended
 * before the paint, at a slow phone's bandwidth. The cost is that the app's ~140 KB start downloading
 * one paint later (100-250 ms on the bench machine), so the page takes clicks that much later. The
 * page first loads the browser's ICU data (`icuWarmUp`).
 */
export function startAfterFirstPaint(
  html: string,
  preloads: readonly string[],
): { html: string; tags: HtmlTagDescriptor[] } {
  const scripts = [...html.matchAll(moduleScript)].map((match) => match[1] as string);
  const written = [...html.matchAll(modulePreload)].map((match) => match[1] as string);
  return {
    html: html.replace(moduleScript, '').replace(modulePreload, ''),
    tags: [
      icuWarmUp,
      {
        tag: 'script',
        attrs: { type: 'module' },
        children: starterSource(scripts, [...new Set([...scripts, ...written, ...preloads])]),
        injectTo: 'head',
      },
    ],
  };
}
