import { cspNoncePlaceholder } from '@venue/ticket-core';
import { HtmlDocument } from './htmlDocument.ts';
import { attributeOf, markupOf } from './markup.ts';

/**
 * The page's Content-Security-Policy refuses style attributes in HTML (scripts may still set styles):
 * each one a render of the first screen wrote (Radix's hidden select, for one) becomes a rule of a style
 * element with the page's nonce, matched by a data attribute in its place. Hydration keeps the DOM as it
 * is, so the rules keep applying.
 */
export function withoutStyleAttributes(html: string): { body: string; style: string } {
  const markup = new HtmlDocument(html);
  const styled = markup.elements((element) => element.attribs.style !== undefined);
  const rules = styled.map((element, index) => {
    markup.setAttribute(element, 'style', attributeOf('data-prerendered-style', String(index)));
    return `[data-prerendered-style="${index}"]{${element.attribs.style}}`;
  });
  const style =
    rules.length > 0
      ? markupOf([{ tag: 'style', attrs: { nonce: cspNoncePlaceholder }, children: [rules.join('')] }])
      : '';
  return { body: markup.toString(), style };
}
