import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { roundButton } from './roundButton.ts';

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stepButton = style([
  ...roundButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    selectors: {
      '&:active:not(:disabled)': { background: vars.color.brand, color: vars.color.onBrand },
    },
    // Hover only where a pointer hovers, and not while pressed, so the pressed look shows.
    '@media': {
      '(hover: hover)': {
        selectors: { '&:hover:not(:disabled):not(:active)': { background: vars.color.brandSoft } },
      },
    },
  },
]);

export const input = style({
  width: '3em',
  minHeight: vars.layout.tapTarget,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
