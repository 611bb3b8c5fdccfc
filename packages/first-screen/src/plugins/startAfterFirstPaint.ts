import type { HtmlTagDescriptor } from 'vite';
import { HtmlDocument } from '../html/htmlDocument.ts';

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
 * The page paints its HTML (its first screen, prerendered) before it asks for any script: the entry
 * scripts (`<script type="module" src>`) and module preloads Vite wrote, and the chunks in `preloads`,
 * are requested by one inline module script (`starterSource`) after the first paint, instead of by the
 * page's tags as it is parsed.
 *
 * Why: the first paint needs no script, but a script that has arrived before it is evaluated before it
 * (module scripts run as the parsing ends), and Lighthouse's simulation counts every script that ended
 * before the paint, at a slow phone's bandwidth. The cost is that the app's ~140 KB start downloading
 * one paint later (100-250 ms on the bench machine), so the page takes clicks that much later.
 */
export function startAfterFirstPaint(
  html: string,
  preloads: readonly string[],
): { html: string; tags: HtmlTagDescriptor[] } {
  const page = new HtmlDocument(html);
  const entries = page.elements(
    (element) => element.name === 'script' && element.attribs.type === 'module' && !!element.attribs.src,
  );
  const preloaded = page.elements(
    (element) => element.name === 'link' && element.attribs.rel === 'modulepreload' && !!element.attribs.href,
  );
  for (const element of [...entries, ...preloaded]) page.remove(element);
  const scripts = entries.map((script) => script.attribs.src ?? '');
  const written = preloaded.map((link) => link.attribs.href ?? '');
  return {
    html: page.toString(),
    tags: [
      {
        tag: 'script',
        attrs: { type: 'module' },
        children: starterSource(scripts, [...new Set([...scripts, ...written, ...preloads])]),
        injectTo: 'head',
      },
    ],
  };
}
