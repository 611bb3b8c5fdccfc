import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** What a figure says: plain, good news, or something to look at. Shared by the recipe, stories and tests. */
export const statTileTones = ['neutral', 'positive', 'critical'] as const;
type Tone = (typeof statTileTones)[number];

const toneColours: Record<Tone, { borderColor: string; backgroundColor: string }> = {
  neutral: { borderColor: vars.color.border, backgroundColor: vars.color.surfaceRaised },
  positive: { borderColor: vars.color.positive, backgroundColor: vars.color.positiveSoft },
  critical: { borderColor: vars.color.critical, backgroundColor: vars.color.criticalSoft },
};

export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minWidth: '8rem',
    margin: 0,
    padding: vars.space.md,
    border: `${vars.borderWidth.thin} solid`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  variants: {
    tone: toneColours,
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatTileVariants = NonNullable<RecipeVariants<typeof tile>>;

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
