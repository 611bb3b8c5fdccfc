// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { starterSource } from '@venue/first-screen/vite';
import { cspNoncePlaceholder } from '@venue/ticket-core';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import demo from '../../../tenants/demo/tenant.ts';
import { tenantPage } from './tenantPage.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const tenantDir = fileURLToPath(new URL('../../../tenants/demo/', import.meta.url));
const html = readFileSync(`${root}index.html`, 'utf8');

function handlerOf(plugin: Plugin | undefined): IndexHtmlTransformHook {
  const hook = plugin?.transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered transformIndexHtml hook');
  return hook.handler;
}

const firstRequests = {
  'index.html': ['/demo/api/v1/products?lang=ja', '/demo/api/v1/texts?lang=ja'],
  'tickets/index.html': ['/demo/api/v1/texts?lang=ja'],
};
const [shell, preload] = tenantPage(demo, tenantDir, root, firstRequests);
const run = (plugin: Plugin | undefined, page: string, context: Partial<IndexHtmlTransformContext>) =>
  handlerOf(plugin).call({} as never, html, { path: `/${page}`, filename: `${root}${page}`, ...context });

const chunk = (fileName: string, source: string | string[], imports: string[] = [], css: string[] = []) => ({
  type: 'chunk',
  fileName,
  moduleIds: [source].flat().map((id) => `${root}${id}`),
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});

/**
 * An entry already named by the page, the app's components it imports as it starts, the entry screen
 * importing the order screen, and the texts.
 */
const bundle = Object.fromEntries(
  [
    chunk('assets/main-1.js', 'index.html', ['assets/jsx-1.js']),
    chunk('assets/jsx-1.js', 'node_modules/react/jsx-runtime.js'),
    chunk('assets/mount-1.js', 'src/app/mount.tsx', ['assets/jsx-1.js', 'assets/dom-1.js']),
    chunk('assets/dom-1.js', 'node_modules/react-dom/client.js'),
    chunk('assets/EntryScreen-1.js', 'src/screens/Entry/EntryScreen.tsx', ['assets/OrderScreen-1.js']),
    chunk(
      'assets/OrderScreen-1.js',
      'src/screens/Order/OrderScreen.tsx',
      ['assets/jsx-1.js'],
      ['assets/Order-1.css'],
    ),
    chunk('assets/TicketsScreen-1.js', 'src/screens/Tickets/TicketsScreen.tsx'),
    chunk('assets/ja-1.js', 'src/i18n/messages/entry/ja.ts'),
    chunk('assets/en-1.js', 'src/i18n/messages/entry/en.ts'),
    chunk('assets/ja-2.js', 'src/i18n/messages/pages/ja.ts'),
  ].map((output) => [output.fileName, output]),
) as unknown as IndexHtmlTransformContext['bundle'];
/** The entry's tags as Vite writes them. */
const builtHtml =
  '<script type="module" crossorigin src="./assets/main-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="./assets/jsx-1.js">\n';

/** The tags of a page transform's answer. */
const tagsOf = (out: unknown) => (out as { tags: HtmlTagDescriptor[] }).tags;

/** The page's inline module script, which starts its scripts after the first paint. */
const starterOf = (out: unknown) =>
  tagsOf(out).find((tag) => tag.tag === 'script' && tag.attrs?.type === 'module')?.children;

const hrefs = (tags: unknown, rel: string) =>
  (tags as HtmlTagDescriptor[]).filter((tag) => tag.attrs?.rel === rel).map((tag) => tag.attrs?.href);

describe('the tenant page plugin', () => {
  it("paints the tenant's title, language, header logo and a spinner before any script", async () => {
    const out = String(await run(shell, 'index.html', {}));
    expect(out).toContain('<html lang="ja">');
    expect(out).toContain(`<title>${demo.title.ja}</title>`);
    expect(out).toMatch(
      /<div id="root"><header data-shell-header><img src="\.\.\/\.\.\/tenants\/demo\/assets\/logo-header\.svg" alt="デモ チケットストア" \/><\/header><div data-shell-spinner><\/div><\/div>/,
    );
  });

  it('points the dev server at the logo file itself', async () => {
    const out = String(await run(shell, 'index.html', { server: {} as IndexHtmlTransformContext['server'] }));
    expect(out).toContain(`<img src="/@fs${tenantDir}assets/logo-header.svg"`);
  });

  it("starts the entry after the first paint, beside the app's components, the first screen, what they import and the default texts", async () => {
    const out = await handlerOf(preload).call({} as never, builtHtml, {
      path: '/index.html',
      filename: `${root}index.html`,
      bundle,
    });
    expect((out as { html: string }).html).toBe('');
    expect(starterOf(out)).toBe(
      starterSource(
        ['./assets/main-1.js'],
        [
          './assets/main-1.js',
          './assets/jsx-1.js',
          './assets/mount-1.js',
          './assets/dom-1.js',
          './assets/EntryScreen-1.js',
          './assets/OrderScreen-1.js',
          './assets/ja-1.js',
        ],
      ),
    );
    const tags = tagsOf(out);
    expect(hrefs(tags, 'preload')).toEqual([
      './assets/Order-1.css',
      '/demo/api/v1/products?lang=ja',
      '/demo/api/v1/texts?lang=ja',
    ]);
    const fetches = (tags as HtmlTagDescriptor[]).filter((tag) => tag.attrs?.as === 'fetch');
    expect(fetches.map((tag) => tag.attrs?.crossorigin)).toEqual(['anonymous', 'anonymous']);
  });

  it('carries the styles of a page that holds its first screen, each link kept disabled, in their order', async () => {
    const css = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
    const withStyles = {
      ...bundle,
      'assets/main-1.css': css('assets/main-1.css', '.a{color:red}'),
      'assets/Order-1.css': css('assets/Order-1.css', '.b{color:blue}'),
    } as unknown as IndexHtmlTransformContext['bundle'];
    const page =
      '<link rel="stylesheet" crossorigin href="./assets/main-1.css">' +
      `${builtHtml}<div id="root" data-prerendered="/"></div>`;
    const out = (await handlerOf(preload).call({} as never, page, {
      path: '/index.html',
      filename: `${root}index.html`,
      bundle: withStyles,
    })) as { html: string; tags: HtmlTagDescriptor[] };
    expect(out.html).toContain(
      `<style nonce="${cspNoncePlaceholder}">.a{color:red}</style><link rel="stylesheet" crossorigin href="./assets/main-1.css" disabled>`,
    );
    const styles = out.tags.filter((tag) => tag.tag === 'style' || tag.attrs?.rel === 'stylesheet');
    expect(styles).toEqual([
      { tag: 'style', attrs: { nonce: cspNoncePlaceholder }, children: '.b{color:blue}', injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: './assets/Order-1.css', disabled: true },
        injectTo: 'head',
      },
    ]);
    expect(hrefs(out.tags, 'preload')).toEqual([
      '/demo/api/v1/products?lang=ja',
      '/demo/api/v1/texts?lang=ja',
    ]);
  });

  it('links a first-screen stylesheet that names other files, which resolve from its own folder', async () => {
    const withFont = {
      ...bundle,
      'assets/Order-1.css': {
        type: 'asset',
        fileName: 'assets/Order-1.css',
        source: '@font-face{src:url(./f.woff2)}',
      },
    } as unknown as IndexHtmlTransformContext['bundle'];
    const out = (await handlerOf(preload).call({} as never, `${builtHtml}<div data-prerendered="/"></div>`, {
      path: '/index.html',
      filename: `${root}index.html`,
      bundle: withFont,
    })) as { html: string; tags: HtmlTagDescriptor[] };
    expect(out.tags.some((tag) => tag.tag === 'style')).toBe(false);
    expect(hrefs(out.tags, 'stylesheet')).toEqual(['./assets/Order-1.css']);
    expect(out.tags.find((tag) => tag.attrs?.rel === 'stylesheet')?.attrs?.disabled).toBeUndefined();
  });

  it('preloads the ticket view from the /tickets/ page, relative to it', async () => {
    const page =
      '<script type="module" crossorigin src="../assets/main-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="../assets/jsx-1.js">';
    const out = await handlerOf(preload).call({} as never, page, {
      path: '/tickets/index.html',
      filename: `${root}tickets/index.html`,
      bundle,
    });
    expect(starterOf(out)).toBe(
      starterSource(
        ['../assets/main-1.js'],
        [
          '../assets/main-1.js',
          '../assets/jsx-1.js',
          '../assets/mount-1.js',
          '../assets/dom-1.js',
          '../assets/TicketsScreen-1.js',
          '../assets/ja-1.js',
          '../assets/ja-2.js',
        ],
      ),
    );
    expect(hrefs(tagsOf(out), 'preload')).toEqual(['/demo/api/v1/texts?lang=ja']);
  });

  it('finds the first screen and the app in chunks that hold several modules', async () => {
    const grouped = Object.fromEntries(
      [
        chunk('assets/main-1.js', 'index.html'),
        chunk('assets/app-1.js', ['node_modules/react-dom/client.js', 'src/app/mount.tsx']),
        chunk(
          'assets/order-1.js',
          ['src/screens/Entry/EntryScreen.tsx', 'src/screens/Order/OrderScreen.tsx'],
          ['assets/app-1.js'],
        ),
        chunk('assets/PaymentScreen-1.js', 'src/screens/Payment/PaymentScreen.tsx', ['assets/order-1.js']),
        chunk('assets/ja-1.js', 'src/i18n/messages/entry/ja.ts'),
      ].map((output) => [output.fileName, output]),
    ) as unknown as IndexHtmlTransformContext['bundle'];
    const out = await handlerOf(preload).call(
      {} as never,
      '<script type="module" crossorigin src="./assets/main-1.js"></script>',
      { path: '/index.html', filename: `${root}index.html`, bundle: grouped },
    );
    expect(starterOf(out)).toBe(
      starterSource(
        ['./assets/main-1.js'],
        ['./assets/main-1.js', './assets/app-1.js', './assets/order-1.js', './assets/ja-1.js'],
      ),
    );
  });

  it('adds nothing while serving in development (no bundle)', async () => {
    expect(await run(preload, 'index.html', {})).toBeUndefined();
  });
});
