export { firstScreenMarkup, rewriteFirstScreen, withFirstScreen } from './firstScreenMarkup.ts';
export { HtmlDocument } from './htmlDocument.ts';
export { attributeOf, type ElementSpec, markupOf } from './markup.ts';
export { appendToHead, type PageShell, writePageShell, writeTitle } from './pageShell.ts';
export { withoutStyleAttributes } from './styleAttributes.ts';
