import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion, visuallyHidden } from '../../theme/recipeHelpers.ts';

/** Where the visitor stands: before the sale opens, in line after it, or let in. */
export const waitingRoomViewStates = ['beforeOpening', 'waiting', 'admitted'] as const;
type State = (typeof waitingRoomViewStates)[number];

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
});

export const header = style({ display: 'grid', gap: vars.space.sm, textAlign: 'center' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.caution}`,
  background: vars.color.cautionSoft,
  color: vars.color.text,
});

/** The card holding the visitor's place while in line; its top edge carries the state's colour. */
export const card = recipe({
  base: {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderTopWidth: vars.borderWidth.thick,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    state: {
      beforeOpening: { borderTopColor: vars.color.brandAccent },
      waiting: { borderTopColor: vars.color.brand },
    } satisfies Record<Exclude<State, 'admitted'>, object>,
  },
  defaultVariants: { state: 'waiting' },
});

export type WaitingRoomVariants = NonNullable<RecipeVariants<typeof card>>;

export const place = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xxs });

export const placeLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const placeValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const placePending = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** A label and its value, laid out by the list's grid. */
export const fact = style({ display: 'contents' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

const pulse = keyframes({ '50%': { opacity: 0.3 } });

/** A dot that pulses while the page keeps the place up to date by itself (still for reduced motion). */
export const live = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '::before': {
    content: '""',
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.brand,
    animation: `${pulse} 2s ease-in-out infinite`,
  },
  '@media': { [reducedMotion]: { '::before': { animation: 'none' } } },
});

export const actions = style({ display: 'grid', justifyItems: 'center' });

export const announcer = style(visuallyHidden);
