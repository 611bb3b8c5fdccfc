import { cspNoncePlaceholder } from '@venue/ticket-core';

const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The page's Content-Security-Policy refuses style attributes in HTML (scripts may still set styles):
 * each one a render of the first screen wrote (Radix's hidden select, for one) becomes a rule of a style
 * element with the page's nonce, matched by a data attribute in its place. Hydration keeps the DOM as it
 * is, so the rules keep applying.
 */
export function withoutStyleAttributes(html: string): { body: string; style: string } {
  const rules: string[] = [];
  const body = html.replace(/ style="([^"]*)"/g, (_attribute, css: string) => {
    rules.push(`[data-prerendered-style="${rules.length}"]{${unescapeAttribute(css)}}`);
    return ` data-prerendered-style="${rules.length - 1}"`;
  });
  const style = rules.length > 0 ? `<style nonce="${cspNoncePlaceholder}">${rules.join('')}</style>` : '';
  return { body, style };
}
