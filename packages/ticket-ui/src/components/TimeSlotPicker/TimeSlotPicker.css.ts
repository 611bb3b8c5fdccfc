import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion } from '../../theme/recipeHelpers.ts';

/** How the slots are laid out. */
export const timeSlotLayouts = ['list', 'grid'] as const;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const slots = recipe({
  base: { display: 'grid', gap: vars.space.sm },
  variants: {
    layout: {
      list: { gridTemplateColumns: '1fr' },
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' },
    } satisfies Record<(typeof timeSlotLayouts)[number], object>,
  },
  defaultVariants: { layout: 'list' },
});

export type TimeSlotsVariants = NonNullable<RecipeVariants<typeof slots>>;

export const slot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-selected]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.calendarSoldOut,
      color: vars.color.textMuted,
    },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const time = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const status = style({ fontSize: vars.fontSize.sm });

export const fewStock = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.caution,
  selectors: { [`${slot}[data-selected] &`]: { color: 'inherit' } },
});

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
