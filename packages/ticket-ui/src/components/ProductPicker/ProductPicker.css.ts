import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';
import {
  choiceCard,
  choiceCardsRecipeOptions,
  choiceCardTransition,
  choiceGroup,
  choiceLabel,
  outlinedSelection,
} from '../private/choiceCards.ts';

/** How the product cards are laid out. */
export const productPickerLayouts = ['stack', 'grid'] as const;

export const group = style(choiceGroup);

export const label = style(choiceLabel);

export const cards = recipe(choiceCardsRecipeOptions(productPickerLayouts, '14rem'));

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
    selectors: {
      // Only a product with an image gets the image column, so text starts at the edge otherwise.
      '&[data-has-image]': { gridTemplateColumns: 'auto 1fr' },
    },
  },
  choiceCard(outlinedSelection),
  choiceCardTransition('border-color'),
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
