import { dirname, join, relative } from 'node:path';
import { cspNoncePlaceholder, type TenantConfig } from '@venue/ticket-core';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { appModule, firstScreens } from './firstScreens.ts';
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The chunks holding `sources` and every chunk they import statically, but for those already `loaded`. */
function chunksOf(bundle: Rollup.OutputBundle, sources: string[], loaded: Set<string>) {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName) || loaded.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  const wanted = (id: string) => sources.some((source) => id.endsWith(`/${source}`));
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.some(wanted)) visit(output);
  }
  return [...found.values()];
}

/** A stylesheet link as Vite writes it into a page (rel, crossorigin, href), with the file it names. */
const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/** A CSS file that names another file (`url(…)` other than data:) resolves it from its own folder. */
const namesFiles = (css: string) => /url\(\s*['"]?(?!data:)/.test(css);

/** A tag whose children, if any, are text. */
type TextTag = HtmlTagDescriptor & { children?: string };

/** The stylesheet at `href` carried in the page: a `<style>` holding `css`, then its link, disabled. */
const inlinedStylesheet = (href: string, css: string): TextTag[] => [
  { tag: 'style', attrs: { nonce: cspNoncePlaceholder }, children: css, injectTo: 'head' },
  { tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href, disabled: true }, injectTo: 'head' },
];

/**
 * A tag written as Vite writes it (`true` attributes bare); values are written as given, so an href
 * taken from Vite's markup stays as Vite escaped it.
 */
function markupOf({ tag, attrs = {}, children = '' }: TextTag): string {
  const written = Object.entries(attrs)
    .map(([name, value]) =>
      value === true ? ` ${name}` : typeof value === 'string' ? ` ${name}="${value}"` : '',
    )
    .join('');
  return tag === 'link' ? `<link${written}>` : `<${tag}${written}>${children}</${tag}>`;
}

/**
 * The first paint waits for every stylesheet the page links; the first screen's are small (about 4 KB
 * gzip in all), so the page carries them as `<style>` elements, in the links' order, and the paint
 * waits for no request. Each link stays, `disabled` (no request, no rules), so that Vite's loader of a
 * dynamic import, which skips the stylesheets the page already links, does not load and apply them a
 * second time when the app's chunks arrive. A stylesheet naming other files keeps its link.
 */
function inlineStyles(
  html: string,
  bundle: Rollup.OutputBundle,
  page: string,
  extra: string[],
): { html: string; tags: HtmlTagDescriptor[] } {
  const source = (href: string) => {
    const asset = bundle[join(dirname(page), href)];
    const css = asset?.type === 'asset' ? String(asset.source) : undefined;
    return css !== undefined && !namesFiles(css) ? css : undefined;
  };
  const inline = (href: string): HtmlTagDescriptor[] => {
    const css = source(href);
    if (css === undefined) {
      return [{ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href }, injectTo: 'head' }];
    }
    return inlinedStylesheet(href, css);
  };
  const written = html.replace(stylesheetLink, (link, href: string) => {
    const css = source(href);
    return css === undefined ? link : inlinedStylesheet(href, css).map(markupOf).join('');
  });
  return { html: written, tags: extra.flatMap(inline) };
}

/**
 * The tenant's pages paint before any script: the title and language of the tenant's default, and a
 * static shell (header bar with the logo, a spinner) inside #root that the app replaces on its first
 * render. Its scripts start after that paint (`startAfterFirstPaint`), the entry beside the app's
 * components (src/app/mount.tsx), the first screen's chunks and the default language's texts, so these
 * download side by side instead of one after another. The page also preloads the first screen's CSS and
 * the API answers the app asks for first (`firstRequests` per page, in the default language), which its
 * fetches then take from the preload. A page whose HTML holds its first screen carries that screen's
 * styles in itself (`inlineStyles`).
 */
export function tenantPage(
  tenant: TenantConfig,
  tenantDir: string,
  root: string,
  firstRequests: Record<string, readonly string[]>,
): Plugin[] {
  const title = tenant.defaultLanguage === 'ja' ? tenant.title.ja : tenant.title.default;
  const shell: Plugin = {
    name: 'venue-tenant-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const file = join(tenantDir, tenant.logos.header);
        // The build inlines or copies the logo from a path relative to the page; the dev server serves it.
        const logo = context.server ? `/@fs${file}` : relative(dirname(context.filename), file);
        const markup =
          `<header data-shell-header><img src="${logo}" alt="${escapeHtml(title)}" /></header>` +
          '<div data-shell-spinner></div>';
        return html
          .replace(/<html lang="[^"]*">/, `<html lang="${tenant.defaultLanguage}">`)
          .replace('<title></title>', `<title>${escapeHtml(title)}</title>`)
          .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      },
    },
  };
  const preload: Plugin = {
    name: 'venue-first-screen-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const page = relative(root, context.filename);
        const first = firstScreens[page];
        if (!context.bundle || !first) return undefined;
        const loaded = new Set(Object.keys(context.bundle).filter((file) => html.includes(file)));
        const texts = first.texts.map((group) => `src/i18n/messages/${group}/${tenant.defaultLanguage}.ts`);
        const chunks = chunksOf(context.bundle, [appModule, first.screen, ...texts], loaded);
        const styles = new Set(
          chunks
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
            .filter((file) => !loaded.has(file)),
        );
        const href = (file: string) => relative(dirname(page), file).replace(/^(?!\.)/, './');
        // A fetch preload is taken by a same-origin fetch() only in CORS mode: crossorigin="anonymous".
        const fetchPreloads = (firstRequests[page] ?? []).map(
          (url): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: url },
            injectTo: 'head',
          }),
        );
        // The scripts start after the first paint (startAfterFirstPaint.ts).
        const started = startAfterFirstPaint(
          html,
          chunks.map((chunk) => href(chunk.fileName)),
        );
        // A page whose HTML holds its first screen (plugins/prerenderFirstScreen.ts) needs its styles
        // for the first paint, so it carries them; elsewhere they download early and apply when the
        // screen loads.
        if (html.includes('data-prerendered=')) {
          const inlined = inlineStyles(started.html, context.bundle, page, [...styles].map(href));
          return { html: inlined.html, tags: [...started.tags, ...inlined.tags, ...fetchPreloads] };
        }
        const stylePreloads = [...styles].map(
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
  return [shell, preload];
}
