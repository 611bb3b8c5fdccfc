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

/** How the method cards are laid out. */
export const paymentMethodLayouts = ['stack', 'grid'] as const;

export const group = style(choiceGroup);

export const label = style(choiceLabel);

export const cards = recipe(choiceCardsRecipeOptions(paymentMethodLayouts, '12rem'));

export type PaymentMethodSelectorVariants = NonNullable<RecipeVariants<typeof cards>>;

export const card = style([
  tapTarget,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.md,
    border: `2px solid ${vars.color.border}`,
  },
  choiceCard(outlinedSelection),
  choiceCardTransition('border-color'),
]);

export const name = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const message = style({ fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
