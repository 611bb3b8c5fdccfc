import { describe, expect, it } from 'vitest';
import { HtmlDocument } from './htmlDocument.ts';

const page = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title></title>',
  '    <link rel="stylesheet" crossorigin href="./assets/a.css">',
  '  </head>',
  '  <body><div id="root"></div><p style=\'color: red\' hidden>t</p></body>',
  '</html>',
].join('\n');

const byName = (name: string) => (element: { name: string }) => element.name === name;

describe('HtmlDocument', () => {
  it('keeps what no edit touches byte for byte', () => {
    expect(new HtmlDocument(page).toString()).toBe(page);
  });

  it('replaces an attribute in place, whatever its quotes, and adds one at the end of a start tag', () => {
    const document = new HtmlDocument(page);
    document.setAttribute(document.element(byName('html')) as never, 'lang', 'lang="ja"');
    document.setAttribute(document.element(byName('p')) as never, 'style', 'data-style="0"');
    document.setAttribute(document.element(byName('link')) as never, 'disabled', 'disabled');
    const written = document.toString();
    expect(written).toContain('<html lang="ja">');
    expect(written).toContain('<p data-style="0" hidden>t</p>');
    expect(written).toContain('<link rel="stylesheet" crossorigin href="./assets/a.css" disabled>');
  });

  it("writes an element's content, and before its end tag", () => {
    const document = new HtmlDocument(page);
    document.replaceContent(document.element((element) => element.attribs.id === 'root') as never, 'X');
    document.append(document.element(byName('head')) as never, '<meta name="a">');
    const written = document.toString();
    expect(written).toContain('<div id="root">X</div>');
    expect(written).toContain('.css">\n  <meta name="a"></head>');
  });

  it('removes an element on a line of its own with its line', () => {
    const document = new HtmlDocument(page);
    document.remove(document.element(byName('link')) as never);
    expect(document.toString()).toContain('<title></title>\n  </head>');
  });

  it('finds comments and replaces the span between two of them', () => {
    const document = new HtmlDocument('<body><!--a--><div>old</div><!--/a--></body>');
    const [start] = document.comments('a');
    const [end] = document.comments('/a');
    document.replace(start as never, 'new', end as never);
    expect(document.toString()).toBe('<body>new</body>');
  });

  it('refuses edits that overlap', () => {
    const document = new HtmlDocument(page);
    const root = document.element((element) => element.attribs.id === 'root') as never;
    document.replace(root, '');
    expect(() => document.replaceContent(root, 'X')).toThrow(/overlapping/);
  });
});
