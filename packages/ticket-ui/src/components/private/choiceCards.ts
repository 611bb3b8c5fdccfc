import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion, tapTarget } from '../../theme/recipeHelpers.ts';

/**
 * Shared look of the cards of the groups that offer their choices as cards (products, payment methods,
 * options, time slots, set products); the group around them is `choiceGroup.css.ts`. Each component
 * calls `style`/`recipe` with these rules in its own `.css.ts`, as its cards differ.
 */

/** How a group lays its cards out: one a row (the default), or as many columns as there is room for. */
export const choiceCardLayouts = ['stacked', 'grid'] as const;

/**
 * Options for the recipe that lays the cards out: `grid` fits as many columns at least `minColumnWidth`
 * wide as there is room for.
 */
export const choiceCardsRecipeOptions = (minColumnWidth: string, gap: string = vars.space.sm) => ({
  base: { display: 'grid', gap } satisfies StyleRule,
  variants: {
    layout: {
      stacked: { gridTemplateColumns: '1fr' },
      grid: { gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` },
    } satisfies Record<(typeof choiceCardLayouts)[number], StyleRule>,
  },
  defaultVariants: { layout: 'stacked' as const },
});

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

/** The product and payment method cards: a thick border that turns brand-coloured when selected. */
export const outlinedCard: StyleRule[] = [
  tapTarget,
  { padding: vars.space.md, border: `2px solid ${vars.color.border}` },
  choiceCard(outlinedSelection),
  choiceCardTransition('border-color'),
];
