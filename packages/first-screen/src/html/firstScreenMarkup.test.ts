import { cspNoncePlaceholder } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import type { FirstScreen } from '../contract/renderContract.ts';
import { firstScreenMarkup, rewriteFirstScreen, withFirstScreen } from './firstScreenMarkup.ts';
import { withoutStyleAttributes } from './styleAttributes.ts';

const screen: FirstScreen = {
  path: '/',
  language: 'en',
  body: '<main><h1>Tickets &amp; times</h1></main>',
  style: '',
};

const builtPage = [
  '<html><head>',
  '    <link rel="preload" as="fetch" crossorigin="anonymous" href="/demo/api/v1/products?lang=ja">',
  '    <link rel="preload" as="fetch" crossorigin="anonymous" href="/demo/api/v1/langs">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe("the first screen's markup", () => {
  it('writes the render into #root between the marks, with its route and language', () => {
    expect(firstScreenMarkup(screen)).toBe(
      '<!--venue-first-screen--><div id="root" data-prerendered="/" data-lang="en"><main><h1>Tickets &amp; times</h1></main></div><template id="venue-first-screen-end"></template><!--/venue-first-screen-->',
    );
  });

  it('writes the answers as a JSON data block no text in it can close', () => {
    const markup = firstScreenMarkup(screen, { texts: { title: '</script><b>' } });
    expect(markup).toContain(
      `<script type="application/json" id="venue-page-answers" nonce="${cspNoncePlaceholder}">{"texts":{"title":"\\u003c/script>\\u003cb>"}}</script>`,
    );
  });

  it("fills the built page's empty #root, and leaves a page without one as it is", () => {
    const built = withFirstScreen(builtPage, firstScreenMarkup(screen));
    expect(built).toContain('<body><!--venue-first-screen--><div id="root" data-prerendered="/"');
    // The page paints once the parser is past its first screen, not with half of it.
    expect(built).toContain(
      '<link rel="expect" href="#venue-first-screen-end" blocking="render"></head><body>',
    );
    expect(withFirstScreen('<div id="root">shell</div>', 'x')).toBe('<div id="root">shell</div>');
  });

  it("rewrites the marked screen for a request and drops the answered requests' preloads", () => {
    const built = withFirstScreen(builtPage, firstScreenMarkup(screen));
    const japanese = { ...screen, language: 'ja' as const, body: '<main>チケット</main>' };
    const page = rewriteFirstScreen(built, japanese, { a: 1 }, ['/demo/api/v1/products']);
    expect(page).toContain('<div id="root" data-prerendered="/" data-lang="ja"><main>チケット</main></div>');
    expect(page).toContain(
      '{"a":1}</script><template id="venue-first-screen-end"></template><!--/venue-first-screen-->',
    );
    expect(page).not.toContain('/products?lang=ja');
    expect(page).toContain(
      '<head>\n    <link rel="preload" as="fetch" crossorigin="anonymous" href="/demo/api/v1/langs">',
    );
    expect(rewriteFirstScreen(builtPage, screen, {}, [])).toBe(builtPage);
  });
});

describe('withoutStyleAttributes', () => {
  it('turns each style attribute into a rule of a style element with the nonce, matched by a data attribute', () => {
    const { body, style } = withoutStyleAttributes(
      '<div><select aria-hidden="true" style="position:absolute;content:&quot;a&quot;"></select><span style="display:none">x</span></div>',
    );
    expect(body).toBe(
      '<div><select aria-hidden="true" data-prerendered-style="0"></select><span data-prerendered-style="1">x</span></div>',
    );
    expect(style).toBe(
      `<style nonce="${cspNoncePlaceholder}">[data-prerendered-style="0"]{position:absolute;content:"a"}[data-prerendered-style="1"]{display:none}</style>`,
    );
  });

  it('leaves markup without style attributes as it is, text that looks like one included', () => {
    const html = '<p>style="color: red"</p>';
    expect(withoutStyleAttributes(html)).toEqual({ body: html, style: '' });
  });
});
