import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Row layouts: name and stepper side by side, or stacked on narrow screens. */
export const countPickerLayouts = ['inline', 'stacked'] as const;

export { group, legend } from '../private/countGroup.css.ts';

export const item = recipe({
  base: {
    display: 'grid',
    gap: vars.space.sm,
    alignItems: 'center',
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: {
    layout: {
      inline: { gridTemplateColumns: '1fr auto' },
      stacked: { gridTemplateColumns: '1fr' },
    } satisfies Record<(typeof countPickerLayouts)[number], object>,
  },
  defaultVariants: { layout: 'inline' },
});

export type CountPickerVariants = NonNullable<RecipeVariants<typeof item>>;

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const price = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.caution });
