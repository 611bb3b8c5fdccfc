import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Where a column's text sits: words at the start, figures at the end. Shared by the recipe, stories and tests. */
export const dataTableAligns = ['start', 'end'] as const;

/**
 * The box that scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too. Positioned,
 * so the visually hidden parts of controls in its cells (a select's native twin) scroll with it instead of
 * widening the page, which a phone then zooms out to fit.
 */
export const scroll = style({
  position: 'relative',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

/** A row set apart as out of play (a closed slot, a disabled code). */
globalStyle(`${table} tr[data-muted]`, {
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceSunken,
});

export const cell = recipe({
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

export type DataTableCellVariants = NonNullable<RecipeVariants<typeof cell>>;
