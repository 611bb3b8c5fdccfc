import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';
import { checkBox } from '../private/checkBox.ts';

/** One field per row, or two columns on wide screens. */
export const customerFormLayouts = ['stacked', 'grid'] as const;

export const form = recipe({
  base: { display: 'grid', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body },
  variants: {
    layout: {
      stacked: { gridTemplateColumns: '1fr' },
      grid: {
        gridTemplateColumns: '1fr',
        '@media': { '(min-width: 48em)': { gridTemplateColumns: '1fr 1fr' } },
      },
    } satisfies Record<(typeof customerFormLayouts)[number], object>,
  },
  defaultVariants: { layout: 'stacked' },
});

export type CustomerFormVariants = NonNullable<RecipeVariants<typeof form>>;

export const requiredMark = style({ color: vars.color.critical, marginInlineStart: vars.space.xs });

export const checkbox = style([
  tapTarget,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const box = style(checkBox(checkbox, { showsInvalid: true }));

/** The terms checkbox, across the whole form just above the submit button. */
export const terms = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });

export const actions = style({ gridColumn: '1 / -1' });
