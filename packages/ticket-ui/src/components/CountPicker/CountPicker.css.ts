import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';

/** Row layouts: name and stepper side by side, or stacked on narrow screens. */
export const countPickerLayouts = ['inline', 'stacked'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, padding: 0 });

export const item = recipe({
  base: {
    display: 'grid',
    gap: vars.space.sm,
    alignItems: 'center',
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: {
    layout: {
      inline: { gridTemplateColumns: '1fr auto' },
      stacked: { gridTemplateColumns: '1fr' },
    } satisfies Record<(typeof countPickerLayouts)[number], object>,
  },
  defaultVariants: { layout: 'inline' },
});

export type CountPickerVariants = NonNullable<RecipeVariants<typeof item>>;

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const price = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stepButton = style([
  tapTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.lg,
    cursor: 'pointer',
    selectors: {
      '&:active:not(:disabled)': { background: vars.color.brand, color: vars.color.onBrand },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.textMuted,
        background: vars.color.surfaceSunken,
      },
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

export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.caution });
