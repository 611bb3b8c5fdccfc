import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion } from '../../theme/recipeHelpers.ts';

/**
 * Shared look of the groups that offer their choices as cards (products, payment methods, options,
 * time slots). Each component still calls `style`/`recipe` in its own `.css.ts`, so its class names
 * and stylesheet stay its own.
 */

/** The column holding a group's label, cards, messages and error. */
export const choiceGroup: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
};

export const choiceLabel: StyleRule = { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md };

/**
 * Options for the recipe that lays the cards out. `layouts` is the component's `as const` list: its
 * one-column layout first (the default), then `grid`, which fits as many columns at least
 * `minColumnWidth` wide as there is room for.
 */
export const choiceCardsRecipeOptions = <OneColumn extends string>(
  layouts: readonly [OneColumn, 'grid'],
  minColumnWidth: string,
) => {
  const [oneColumn] = layouts;
  const layout = {
    [oneColumn]: { gridTemplateColumns: '1fr' },
    grid: { gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` },
  } as Record<OneColumn | 'grid', StyleRule>;
  return {
    base: { display: 'grid', gap: vars.space.sm } satisfies StyleRule,
    variants: { layout },
    defaultVariants: { layout: oneColumn },
  };
};

/** How a card looks while hovered and selected, and what it adds to the shared disabled look. */
export interface ChoiceCardStates {
  hovered: CSSProperties;
  selected: CSSProperties;
  disabled?: CSSProperties;
}

/** Selection shown by the card's border over a soft brand fill. */
export const outlinedSelection = {
  hovered: { borderColor: vars.color.brandHover },
  selected: { borderColor: vars.color.brand, background: vars.color.brandSoft },
} satisfies ChoiceCardStates;

/**
 * A raised, rounded `<label>` card around a visually hidden native input (ours in `radio.tsx`, or
 * react-aria's checkbox): selected and disabled come from its `data-selected` and `data-disabled`,
 * hover and keyboard focus from the platform. A disabled card's look wins over its selected look, and
 * hover shows only where the pointer can hover, on cards that are neither selected nor disabled.
 */
export const choiceCard = ({ hovered, selected, disabled }: ChoiceCardStates): StyleRule => ({
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': selected,
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, ...disabled },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover:not([data-selected]):not([data-disabled])': hovered } },
  },
});

/** Eases the property a card's states change, and stops for visitors who ask for reduced motion. */
export const choiceCardTransition = (property: 'border-color' | 'background-color'): StyleRule => ({
  transition: `${property} ${vars.motion.fast}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});
