import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion, tapTarget } from '../../theme/recipeHelpers.ts';

/** How the method cards are laid out. */
export const paymentMethodLayouts = ['stack', 'grid'] as const;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const cards = recipe({
  base: { display: 'grid', gap: vars.space.sm },
  variants: {
    layout: {
      stack: { gridTemplateColumns: '1fr' },
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
    } satisfies Record<(typeof paymentMethodLayouts)[number], object>,
  },
  defaultVariants: { layout: 'stack' },
});

export type PaymentMethodSelectorVariants = NonNullable<RecipeVariants<typeof cards>>;

export const card = style([
  tapTarget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.md,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brandHover },
      '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
]);

export const name = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const message = style({ fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
