import { cspNoncePlaceholder } from '@venue/ticket-core';
import type { HtmlTagDescriptor } from 'vite';
import { HtmlDocument } from '../html/htmlDocument.ts';
import { attributeOf, markupOf } from '../html/markup.ts';

/** A CSS file that names another file (`url(…)` other than data:) resolves it from its own folder. */
const namesFiles = (css: string) => /url\(\s*['"]?(?!data:)/.test(css);

/** The stylesheet at `href` carried in the page: a `<style>` holding `css`, then its link, disabled. */
const inlinedStylesheet = (href: string, css: string): HtmlTagDescriptor[] => [
  { tag: 'style', attrs: { nonce: cspNoncePlaceholder }, children: css, injectTo: 'head' },
  { tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href, disabled: true }, injectTo: 'head' },
];

/**
 * The first paint waits for every stylesheet the page links; the first screen's are small (about 4 KB
 * gzip in all), so the page carries them as `<style>` elements, in the links' order, and the paint
 * waits for no request: those the page links (`<link rel="stylesheet">`), and `extra` ones (hrefs) as
 * tags to add. Each link stays, `disabled` (no request, no rules), so that Vite's loader of a dynamic
 * import, which skips the stylesheets the page already links, does not load and apply them a second time
 * when the app's chunks arrive. A stylesheet naming other files, or one `cssOf` does not know, keeps its
 * link.
 */
export function inlineStyles(
  html: string,
  cssOf: (href: string) => string | undefined,
  extra: readonly string[],
): { html: string; tags: HtmlTagDescriptor[] } {
  const source = (href: string) => {
    const css = cssOf(href);
    return css !== undefined && !namesFiles(css) ? css : undefined;
  };
  const page = new HtmlDocument(html);
  const links = page.elements(
    (element) => element.name === 'link' && element.attribs.rel === 'stylesheet' && !!element.attribs.href,
  );
  for (const link of links) {
    const css = source(link.attribs.href ?? '');
    if (css === undefined) continue;
    page.insertBefore(
      link,
      markupOf([{ tag: 'style', attrs: { nonce: cspNoncePlaceholder }, children: [css] }]),
    );
    page.setAttribute(link, 'disabled', attributeOf('disabled', true));
  }
  const tags = extra.flatMap((href): HtmlTagDescriptor[] => {
    const css = source(href);
    if (css !== undefined) return inlinedStylesheet(href, css);
    return [{ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href }, injectTo: 'head' }];
  });
  return { html: page.toString(), tags };
}
