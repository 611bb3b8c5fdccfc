import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { choiceCardLayouts, choiceCardsRecipeOptions, outlinedCard } from '../private/choiceCards.ts';

/** How the method cards are laid out. */
export const paymentMethodLayouts = choiceCardLayouts;

export const cards = recipe(choiceCardsRecipeOptions('12rem'));

export type PaymentMethodSelectorVariants = NonNullable<RecipeVariants<typeof cards>>;

export const card = style([
  ...outlinedCard,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
]);

export const name = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
