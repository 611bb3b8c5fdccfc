import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { choiceCardLayouts, choiceCardsRecipeOptions } from '../private/choiceCards.ts';

/** Cards one per row, or in a grid on wide screens. */
export const setProductLayouts = choiceCardLayouts;

export { group, legend } from '../private/countGroup.css.ts';

export const cards = recipe(choiceCardsRecipeOptions('16rem', vars.space.md));

export type SetProductPickerVariants = NonNullable<RecipeVariants<typeof cards>>;

export const card = style({
  display: 'grid',
  gridTemplateColumns: '6rem 1fr',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-sold-out]': { background: vars.color.surfaceSunken },
    '&[data-no-image]': { gridTemplateColumns: '1fr' },
  },
});

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const soldOut = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
});

export const stepperRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const message = style({ fontSize: vars.fontSize.sm });
