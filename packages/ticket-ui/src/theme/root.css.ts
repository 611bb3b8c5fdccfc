import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * Root styles of a themed tree. The reset is scoped to this class (never `:root`), so a page can host
 * several themes and the library never styles anything outside a ThemeProvider. Its element rules sit
 * inside `:where()` (specificity 0), so any component class overrides them whatever the CSS order.
 */
export const rootClass = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`${rootClass}, ${rootClass} *, ${rootClass} *::before, ${rootClass} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`:where(${rootClass}) :where(h1, h2, h3, h4, p, ul, ol, figure, dl, dd)`, { margin: 0 });

globalStyle(`:where(${rootClass}) :where(h1, h2, h3, h4)`, {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`:where(${rootClass}) :where(img, svg)`, { display: 'block', maxWidth: '100%' });

globalStyle(`:where(${rootClass}) :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(`:where(${rootClass}) :where(a)`, { color: vars.color.brandText });

globalStyle(`:where(${rootClass}) :where(:focus-visible)`, {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.thick,
});
