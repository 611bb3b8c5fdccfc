import { describe, expect, it } from 'vitest';
import { appendToHead, writePageShell, writeTitle } from './pageShell.ts';

const page =
  '<!doctype html>\n<html lang="en">\n<head><title></title></head>\n<body><div id="root"></div></body>\n</html>\n';

describe("the site's page shell", () => {
  it('writes the language, the title and the shell, the title escaped', () => {
    const written = writePageShell(page, { language: 'ja', title: 'A & B "site"', logo: '../logo.svg' });
    expect(written).toBe(
      '<!doctype html>\n<html lang="ja">\n<head><title>A &amp; B "site"</title></head>\n' +
        '<body><div id="root"><header data-shell-header><img src="../logo.svg" alt="A &amp; B &quot;site&quot;" /></header><div data-shell-spinner></div></div></body>\n</html>\n',
    );
  });

  it('keeps a #root that holds a first screen, and a title already written', () => {
    const prerendered =
      '<html><head><title>Kept</title></head><body><div id="root"><main></main></div></body></html>';
    const written = writePageShell(prerendered, { language: 'en', title: 'New', logo: 'l.svg' });
    expect(written).toBe(prerendered.replace('<html>', '<html lang="en">'));
  });

  it("rewrites the title, and writes at the head's end", () => {
    expect(writeTitle(page, 'Tea <& cake>')).toContain('<title>Tea &lt;&amp; cake&gt;</title>');
    expect(appendToHead(page, '<meta name="robots" content="noindex">')).toContain(
      '<title></title><meta name="robots" content="noindex"></head>',
    );
  });
});
