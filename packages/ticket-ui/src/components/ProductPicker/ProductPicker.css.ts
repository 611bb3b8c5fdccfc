import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { choiceCardLayouts, choiceCardsRecipeOptions, outlinedCard } from '../private/choiceCards.ts';

/** How the product cards are laid out. */
export const productPickerLayouts = choiceCardLayouts;

export const cards = recipe(choiceCardsRecipeOptions('14rem'));

export type ProductPickerVariants = NonNullable<RecipeVariants<typeof cards>>;

export const card = style([
  ...outlinedCard,
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    alignItems: 'center',
    gap: vars.space.md,
    selectors: {
      // Only a product with an image gets the image column, so text starts at the edge otherwise.
      '&[data-has-image]': { gridTemplateColumns: 'auto 1fr' },
    },
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
