import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The focus ring every interactive part shows on keyboard focus (native or react-aria's attribute). */
export const focusRing: StyleRule = {
  selectors: {
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
};

/**
 * A hover look where the pointer can hover (so a tap on a phone leaves no sticky hover), never on a
 * disabled element: native (`:disabled`) or react-aria's (`[data-disabled]`). Typed after its argument,
 * so recipes that spread it keep a nameable type for their declarations.
 */
export const onHover = <Rule extends CSSProperties>(rule: Rule) => ({
  '@media': {
    '(hover: hover)': { selectors: { '&:hover:not(:disabled):not([data-disabled])': rule } },
  },
});

/** Minimum hit area for touch (WCAG 2.5.5). */
export const tapTarget: StyleRule = { minHeight: vars.layout.tapTarget, minWidth: vars.layout.tapTarget };

/** A surface floating above the page: dialogs, modals, popovers, toasts. */
export const floatingSurface: StyleRule = {
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
};

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Styles that stop motion for visitors who ask for reduced motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
