import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { skeletonText } from '../private/skeleton.ts';

/** A plain receipt, or one headed in the tenant's brand colour. */
export const receiptTones = ['plain', 'branded'] as const;

export const receipt = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxWidth: vars.layout.contentMaxWidth,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    '@media': { print: { maxWidth: 'none', border: 'none', padding: 0, borderRadius: 0 } },
  },
  variants: {
    tone: {
      plain: {},
      branded: { borderTop: `${vars.space.sm} solid ${vars.color.brand}` },
    } satisfies Record<(typeof receiptTones)[number], object>,
  },
  defaultVariants: { tone: 'plain' },
});

export type ReceiptVariants = NonNullable<RecipeVariants<typeof receipt>>;

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const logo = style({ height: vars.logo.printHeight, width: 'auto' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, textAlign: 'end' });

export const honorific = style({ fontSize: vars.fontSize.xl });

export const amountBox = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  '@media': { print: { background: 'transparent', border: `1px solid ${vars.color.text}` } },
});

export const amountValue = style({
  selectors: { '[data-loading] &': { ...skeletonText, backgroundColor: vars.color.border } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.xs,
});

export const headCell = style({
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  borderBottom: `2px solid ${vars.color.text}`,
  padding: vars.space.xs,
});

export const numberHeadCell = style([headCell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

export const numberCell = style([
  cell,
  { textAlign: 'end', whiteSpace: 'nowrap', selectors: { '[data-loading] &': skeletonText } },
]);

export const footRow = style({});

globalStyle(`${footRow} > *`, { fontWeight: vars.fontWeight.bold });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm });

export const screenOnly = style({ '@media': { print: { display: 'none' } } });
