import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import {
  choiceCard,
  choiceCardLayouts,
  choiceCardsRecipeOptions,
  choiceCardTransition,
} from '../private/choiceCards.ts';

/** How the slots are laid out. */
export const timeSlotLayouts = choiceCardLayouts;

// Two slots a row on a phone, four or more beside a desktop's form.
export const slots = recipe(choiceCardsRecipeOptions('9rem'));

export type TimeSlotsVariants = NonNullable<RecipeVariants<typeof slots>>;

export const slot = style([
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.layout.tapTarget,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
  },
  // Selection fills the slot with the brand colour rather than outlining it.
  choiceCard({
    hovered: { background: vars.color.brandSoft },
    selected: { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
    disabled: { background: vars.color.calendarSoldOut },
  }),
  choiceCardTransition('background-color'),
  {
    // In the grid each card is narrow: the places left go under the time, not beside it.
    selectors: {
      [`${slots.classNames.variants.layout.grid} &`]: {
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'center',
        gap: vars.space.xxs,
        padding: vars.space.sm,
      },
    },
  },
]);

export const time = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const status = style({ fontSize: vars.fontSize.sm });

export const fewStock = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.caution,
  selectors: { [`${slot}[data-selected] &`]: { color: 'inherit' } },
});
