import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Field and button side by side, or stacked on narrow screens. */
export const couponInputLayouts = ['inline', 'stacked'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const row = recipe({
  base: { display: 'flex', gap: vars.space.sm, alignItems: 'stretch' },
  variants: {
    layout: {
      inline: { flexDirection: 'row' as const },
      stacked: { flexDirection: 'column' as const },
    } satisfies Record<(typeof couponInputLayouts)[number], object>,
  },
  defaultVariants: { layout: 'inline' },
});

export type CouponInputVariants = NonNullable<RecipeVariants<typeof row>>;

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.layout.tapTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.mono,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSoft,
});

export const appliedName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
