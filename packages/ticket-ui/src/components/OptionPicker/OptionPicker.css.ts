import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';

/** How the options are laid out. */
export const optionPickerLayouts = ['list', 'grid'] as const;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const options = recipe({
  base: { display: 'grid', gap: vars.space.sm },
  variants: {
    layout: {
      list: { gridTemplateColumns: '1fr' },
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
    } satisfies Record<(typeof optionPickerLayouts)[number], object>,
  },
  defaultVariants: { layout: 'list' },
});

export type OptionPickerVariants = NonNullable<RecipeVariants<typeof options>>;

export const option = style([
  tapTarget,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brandHover },
      '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.textMuted,
        background: vars.color.surfaceSunken,
      },
    },
  },
]);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.lg,
  height: vars.space.lg,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${option}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
  },
});

export const name = style({ overflowWrap: 'anywhere' });

export const cost = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({ fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
