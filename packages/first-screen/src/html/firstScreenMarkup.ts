import { cspNoncePlaceholder } from '@venue/ticket-core';
import {
  type FirstScreen,
  firstScreenEndId,
  firstScreenMarks,
  pageAnswersId,
} from '../contract/renderContract.ts';
import { HtmlDocument } from './htmlDocument.ts';
import { markupOf } from './markup.ts';
import { appendToHead } from './pageShell.ts';

/** JSON inside a `<script>` element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The page's first screen between its marks (`firstScreenMarks`): the style element of its style
 * attributes, `#root` with the render (marked with its route and language, which the app hydrates),
 * when it shows answers those answers as the page's data block (`pageAnswersId`), and the element that
 * ends it (`firstScreenEndId`).
 */
export function firstScreenMarkup(
  screen: FirstScreen,
  answers: Readonly<Record<string, unknown>> = {},
): string {
  const data =
    Object.keys(answers).length > 0
      ? [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: pageAnswersId, nonce: cspNoncePlaceholder },
            children: [scriptJson(answers)],
          },
        ]
      : [];
  const frame = new HtmlDocument(
    markupOf([
      { comment: firstScreenMarks.start },
      { tag: 'div', attrs: { id: 'root', 'data-prerendered': screen.path, 'data-lang': screen.language } },
      ...data,
      { tag: 'template', attrs: { id: firstScreenEndId } },
      { comment: firstScreenMarks.end },
    ]),
  );
  const root = frame.element((element) => element.attribs.id === 'root');
  if (!root) return frame.source;
  // The render is React's own markup, written in as it is.
  return frame.insertBefore(root, screen.style).replaceContent(root, screen.body).toString();
}

/** The head's hold on the page's rendering until its first screen is whole (`firstScreenEndId`). */
const firstScreenExpected = markupOf([
  { tag: 'link', attrs: { rel: 'expect', href: `#${firstScreenEndId}`, blocking: 'render' } },
]);

/**
 * The built page with its first screen in an empty `#root` (the build's render), its head holding the
 * page's rendering until that screen is parsed; a page without an empty `#root` is returned as it is.
 */
export function withFirstScreen(html: string, markup: string): string {
  const page = new HtmlDocument(html);
  const root = page.element((element) => element.attribs.id === 'root');
  if (!root || root.children.length > 0) return html;
  return appendToHead(page.replace(root, markup).toString(), firstScreenExpected);
}

/**
 * The built page (its first screen between the marks `firstScreenMarkup` writes) with `screen` in place
 * of the build's render, `answers` as its data block, and no fetch preloads of the `answered` paths
 * (API paths without their query), which the app then does not ask for. A page without the marks is
 * returned as it is.
 */
export function rewriteFirstScreen(
  html: string,
  screen: FirstScreen,
  answers: Readonly<Record<string, unknown>>,
  answered: readonly string[],
): string {
  const page = new HtmlDocument(html);
  const [start] = page.comments(firstScreenMarks.start);
  const end = page.comments(firstScreenMarks.end).at(-1);
  if (!start || !end) return html;
  page.replace(start, firstScreenMarkup(screen, answers), end);
  const preloads = page.elements(
    (element) =>
      element.name === 'link' && element.attribs.rel === 'preload' && element.attribs.as === 'fetch',
  );
  for (const link of preloads) {
    const path = (link.attribs.href ?? '').split('?')[0] ?? '';
    if (answered.includes(path)) page.remove(link);
  }
  return page.toString();
}
