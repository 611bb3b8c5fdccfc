import { HtmlDocument } from './htmlDocument.ts';
import { attributeOf, markupOf } from './markup.ts';

/** What a site's page shows before any script: its language, title and header logo. */
export interface PageShell {
  language: string;
  title: string;
  /** The logo's URL, relative to the page (or the dev server's path to it). */
  logo: string;
}

/**
 * The page in the site's language and with its title, and inside an empty `#root` a static shell that
 * the app replaces on its first render: the header bar with the logo, and a spinner. An empty `<title>`
 * gets the title; a `#root` that holds something (a first screen) is kept.
 */
export function writePageShell(html: string, { language, title, logo }: PageShell): string {
  const page = new HtmlDocument(html);
  const document = page.element((element) => element.name === 'html');
  if (document) page.setAttribute(document, 'lang', attributeOf('lang', language));
  const titleElement = page.element((element) => element.name === 'title');
  if (titleElement && titleElement.children.length === 0) {
    page.replace(titleElement, markupOf([{ tag: 'title', children: [title] }]));
  }
  const root = page.element((element) => element.attribs.id === 'root');
  if (root && root.children.length === 0) {
    const shell = markupOf(
      [
        {
          tag: 'header',
          attrs: { 'data-shell-header': true },
          children: [{ tag: 'img', attrs: { src: logo, alt: title } }],
        },
        { tag: 'div', attrs: { 'data-shell-spinner': true } },
      ],
      { selfClosing: true },
    );
    page.replaceContent(root, shell);
  }
  return page.toString();
}

/** The page with its `<title>`'s text replaced by `title`. */
export function writeTitle(html: string, title: string): string {
  const page = new HtmlDocument(html);
  const titleElement = page.element((element) => element.name === 'title');
  if (!titleElement) return html;
  return page.replace(titleElement, markupOf([{ tag: 'title', children: [title] }])).toString();
}

/** The page with `markup` written at the end of its `<head>`. */
export function appendToHead(html: string, markup: string): string {
  const page = new HtmlDocument(html);
  const head = page.element((element) => element.name === 'head');
  return head ? page.append(head, markup).toString() : html;
}
