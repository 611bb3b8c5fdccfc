import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { skeletonText } from '../private/skeleton.ts';

/** How much room the summary takes. */
export const priceSummaryDensities = ['comfortable', 'compact'] as const;

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    density: {
      comfortable: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body },
      compact: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight },
    } satisfies Record<(typeof priceSummaryDensities)[number], object>,
  },
  defaultVariants: { density: 'comfortable' },
});

export type PriceSummaryVariants = NonNullable<RecipeVariants<typeof table>>;

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  paddingBottom: vars.space.sm,
});

export const row = style({ borderBottom: `1px solid ${vars.color.border}` });

export const label = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.sm} 0`,
  overflowWrap: 'anywhere',
});

export const amount = style({
  textAlign: 'end',
  padding: `${vars.space.sm} 0`,
  whiteSpace: 'nowrap',
  selectors: { '[data-loading] &': skeletonText },
});

export const discount = style({ color: vars.color.positive });

export const totalRow = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
