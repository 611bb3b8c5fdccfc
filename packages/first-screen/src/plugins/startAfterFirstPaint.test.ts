// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint, starterSource } from './startAfterFirstPaint.ts';

/** A built page's head as Vite writes it: two entry scripts (the runtime, the entry), a module preload. */
const head =
  '<title>t</title>\n' +
  '  <script type="module" crossorigin src="./assets/rolldown-runtime-1.js"></script>\n' +
  '  <script type="module" crossorigin src="./assets/start-1.js"></script>\n' +
  '  <link rel="modulepreload" crossorigin href="./assets/app-1.js">\n' +
  '  <link rel="stylesheet" crossorigin href="./assets/start-1.css">\n';

/**
 * Runs a starter against a page that is `visible` or not: `import()` is stood in for by a recorder (the
 * source's only `import(`), timers and paint reports are held until the test lets them go.
 */
function runStarter(source: string, visibility: 'visible' | 'hidden') {
  const events: string[] = [];
  const timers: (() => void)[] = [];
  type PaintList = { getEntriesByName: (name: string) => unknown[] };
  let paintObserver: ((list: PaintList, observer: PerformanceObserver) => void) | undefined;
  let created: PerformanceObserver | undefined;
  let observing = false;
  const document = {
    visibilityState: visibility,
    documentElement: { lang: 'ja' },
    createElement: () => ({}) as Record<string, string>,
    head: {
      append: (link: Record<string, string>) => events.push(`${link.rel} ${link.href} ${link.crossOrigin}`),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
      created = this;
    }
    observe(options: { type: string; buffered: boolean }) {
      observing = true;
      events.push(`observe ${options.type} buffered=${options.buffered}`);
    }
    disconnect() {
      observing = false;
      events.push('disconnect');
    }
  }
  const load = (src: string) => {
    events.push(`import ${src}`);
    return Promise.resolve();
  };
  const setTimeout = (callback: () => void) => timers.push(callback);
  new Function(
    'document',
    'PerformanceObserver',
    'load',
    'setTimeout',
    source.replaceAll('import(', 'load('),
  )(document, PerformanceObserver, load, setTimeout);
  return {
    events,
    /** Reports a paint to the observer, if it is still observing. */
    paint: (name: string) => {
      if (!observing || !created) return;
      paintObserver?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, created);
    },
    runTimers: () => {
      for (const timer of timers.splice(0)) timer();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAfterFirstPaint', () => {
  it("takes the page's entry scripts and module preloads out of its markup, and keeps the rest", () => {
    const { html } = startAfterFirstPaint(head, []);
    expect(html).toBe(
      '<title>t</title>\n  <link rel="stylesheet" crossorigin href="./assets/start-1.css">\n',
    );
  });

  it('starts them from one inline module script: the entries in their order, every file preloaded once', () => {
    const { tags } = startAfterFirstPaint(head, ['./assets/app-1.js', './assets/order-1.js']);
    expect(tags).toEqual([
      {
        tag: 'script',
        attrs: { type: 'module' },
        children: starterSource(
          ['./assets/rolldown-runtime-1.js', './assets/start-1.js'],
          [
            './assets/rolldown-runtime-1.js',
            './assets/start-1.js',
            './assets/app-1.js',
            './assets/order-1.js',
          ],
        ),
        injectTo: 'head',
      },
    ]);
  });
});

describe('the starter', () => {
  const source = starterSource(['./a.js', './b.js'], ['./a.js', './b.js', './c.js']);

  it('asks for nothing until the first contentful paint, then preloads every file and imports the entries in order', async () => {
    const page = runStarter(source, 'visible');
    expect(page.events).toEqual(['observe paint buffered=true']);
    page.paint('first-paint');
    expect(page.events).toEqual(['observe paint buffered=true']);
    page.paint('first-contentful-paint');
    await flush();
    expect(page.events).toEqual([
      'observe paint buffered=true',
      'disconnect',
      'modulepreload ./a.js ',
      'modulepreload ./b.js ',
      'modulepreload ./c.js ',
      'import ./a.js',
      'import ./b.js',
    ]);
    // The fallback timer starts nothing again.
    page.runTimers();
    await flush();
    expect(page.events).toHaveLength(7);
  });

  it('starts at once in a tab that is not shown', async () => {
    const page = runStarter(source, 'hidden');
    await flush();
    expect(page.events).toEqual([
      'modulepreload ./a.js ',
      'modulepreload ./b.js ',
      'modulepreload ./c.js ',
      'import ./a.js',
      'import ./b.js',
    ]);
  });

  it('starts after 3 s when no paint is reported', async () => {
    const page = runStarter(source, 'visible');
    page.runTimers();
    await flush();
    expect(page.events.filter((event) => event.startsWith('import'))).toEqual([
      'import ./a.js',
      'import ./b.js',
    ]);
  });
});
