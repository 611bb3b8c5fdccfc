import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';
import {
  choiceCard,
  choiceCardsRecipeOptions,
  choiceGroup,
  choiceLabel,
  outlinedSelection,
} from '../private/choiceCards.ts';

/** How the options are laid out. */
export const optionPickerLayouts = ['list', 'grid'] as const;

export const group = style(choiceGroup);

export const label = style(choiceLabel);

export const options = recipe(choiceCardsRecipeOptions(optionPickerLayouts, '12rem'));

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
