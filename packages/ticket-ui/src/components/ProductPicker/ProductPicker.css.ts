import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion, tapTarget } from '../../theme/recipeHelpers.ts';

/** How the product cards are laid out. */
export const productPickerLayouts = ['stack', 'grid'] as const;

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
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
    } satisfies Record<(typeof productPickerLayouts)[number], object>,
  },
  defaultVariants: { layout: 'stack' },
});

export type ProductPickerVariants = NonNullable<RecipeVariants<typeof cards>>;

export const card = style([
  tapTarget,
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.md,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    cursor: 'pointer',
    transition: `border-color ${vars.motion.fast}`,
    selectors: {
      // Only a product with an image gets the image column, so text starts at the edge otherwise.
      '&[data-has-image]': { gridTemplateColumns: 'auto 1fr' },
      '&[data-hovered]': { borderColor: vars.color.brandHover },
      '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  },
]);

export const image = style({
  width: vars.layout.tapTarget,
  height: vars.layout.tapTarget,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold });

export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const message = style({ fontSize: vars.fontSize.sm });
