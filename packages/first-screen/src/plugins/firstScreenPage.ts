import { dirname, join, posix, relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { HtmlDocument } from '../html/htmlDocument.ts';
import { type PageShell, writePageShell } from '../html/pageShell.ts';
import type { FirstScreenPages } from './firstScreenPages.ts';
import { inlineStyles } from './firstScreenStyles.ts';
import { chunksOf, stylesOf } from './pageChunks.ts';
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

/**
 * The site's pages paint before any script: its language and title, and a static shell (header bar with
 * the logo at `logoFile`, a spinner) inside an empty `#root`, which the app replaces on its first render.
 */
export function pageShell(shell: Omit<PageShell, 'logo'> & { logoFile: string }): Plugin {
  return {
    name: 'venue-page-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // The build inlines or copies the logo from a path relative to the page; the dev server serves it.
        const logo = context.server
          ? `/@fs${shell.logoFile}`
          : relative(dirname(context.filename), shell.logoFile);
        return writePageShell(html, { language: shell.language, title: shell.title, logo });
      },
    },
  };
}

export interface FirstScreenPreloadOptions {
  /** The app's root, which the pages' paths and the modules below are relative to. */
  root: string;
  pages: FirstScreenPages;
  /** The app's components, which every page's entry imports as it starts. */
  appModule: string;
  /** The module of a group of bundled texts in the site's default language. */
  textsModule: (group: string) => string;
  /** The API answers each page's app asks for first, by page. */
  firstRequests: Readonly<Record<string, readonly string[]>>;
}

/** The build's files a page names already (its scripts' `src`, its links' `href`), relative to the build. */
function filesNamedBy(page: HtmlDocument, pagePath: string): Set<string> {
  const named = page.elements((element) => !!(element.attribs.src ?? element.attribs.href));
  return new Set(
    named.map((element) =>
      posix.join(posix.dirname(pagePath), element.attribs.src ?? element.attribs.href ?? ''),
    ),
  );
}

/**
 * The page's scripts start after its first paint (`startAfterFirstPaint`): the entry beside the app's
 * components, the first screen's chunks and the default language's texts, so these download side by side
 * instead of one after another. The page also preloads the first screen's CSS and the API answers the app
 * asks for first (`firstRequests`, in the default language), which its fetches then take from the
 * preload. A page whose HTML holds its first screen (`data-prerendered`) carries that screen's styles in
 * itself (`inlineStyles`). The chunks and styles are Rolldown's and Vite's own data of the bundle.
 */
export function firstScreenPreload(options: FirstScreenPreloadOptions): Plugin {
  const { root, pages, appModule, textsModule, firstRequests } = options;
  return {
    name: 'venue-first-screen-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const page = relative(root, context.filename);
        const first = pages[page];
        const bundle = context.bundle;
        if (!bundle || !first) return undefined;
        const document = new HtmlDocument(html);
        const loaded = filesNamedBy(document, page);
        const texts = first.texts.map(textsModule);
        const chunks = chunksOf(bundle, [appModule, first.screen, ...texts], loaded);
        const styles = stylesOf(chunks, loaded);
        const href = (file: string) => {
          const path = relative(dirname(page), file);
          return path.startsWith('.') ? path : `./${path}`;
        };
        // A fetch preload is taken by a same-origin fetch() only in CORS mode: crossorigin="anonymous".
        const fetchPreloads = (firstRequests[page] ?? []).map(
          (url): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: url },
            injectTo: 'head',
          }),
        );
        const started = startAfterFirstPaint(
          html,
          chunks.map((chunk) => href(chunk.fileName)),
        );
        // A page whose HTML holds its first screen needs its styles for the first paint, so it carries
        // them; elsewhere they download early and apply when the screen loads.
        if (document.element((element) => element.attribs['data-prerendered'] !== undefined)) {
          const cssOf = (link: string) => {
            const asset = bundle[join(dirname(page), link)];
            return asset?.type === 'asset' ? String(asset.source) : undefined;
          };
          const inlined = inlineStyles(started.html, cssOf, styles.map(href));
          return { html: inlined.html, tags: [...started.tags, ...inlined.tags, ...fetchPreloads] };
        }
        const stylePreloads = styles.map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: href(file) },
            injectTo: 'head',
          }),
        );
        return { html: started.html, tags: [...started.tags, ...stylePreloads, ...fetchPreloads] };
      },
    },
  };
}
