import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';
import { checkBox } from '../private/checkBox.ts';
import {
  choiceCard,
  choiceCardLayouts,
  choiceCardsRecipeOptions,
  outlinedSelection,
} from '../private/choiceCards.ts';

/** How the options are laid out. */
export const optionPickerLayouts = choiceCardLayouts;

export const options = recipe(choiceCardsRecipeOptions('12rem'));

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
  },
  choiceCard({ ...outlinedSelection, disabled: { background: vars.color.surfaceSunken } }),
]);

export const box = style(checkBox(option, { showsInvalid: false }));

export const name = style({ overflowWrap: 'anywhere' });

export const cost = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
