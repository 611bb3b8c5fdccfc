import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Plain cells coloured by stock state, or cells tinted by the tenant's calendar colour codes. */
export const calendarModes = ['plain', 'colourised'] as const;

/** A day's colour code, set inline from the data in colourised mode. */
export const tint = createVar();

export const calendar = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    color: vars.color.text,
    fontFamily: vars.font.body,
    maxWidth: vars.layout.contentMaxWidth,
  },
  variants: {
    mode: {
      plain: {},
      colourised: {},
    } satisfies Record<(typeof calendarModes)[number], object>,
  },
  defaultVariants: { mode: 'plain' },
});

export type CalendarVariants = NonNullable<RecipeVariants<typeof calendar>>;

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const navButton = style({
  minWidth: vars.layout.tapTarget,
  minHeight: vars.layout.tapTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
    },
  },
});

export const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.cautionSoft,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxs,
});

export const weekday = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xxs,
  minHeight: `calc(${vars.layout.tapTarget} * 1.5)`,
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.calendarNormal,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-state="few-stock"]': { background: vars.color.calendarFewStock },
    '&[data-state="sold-out"]': { background: vars.color.calendarSoldOut },
    '&[data-state="close"]': { background: vars.color.calendarClose },
    '&[data-state="disable"], &[data-state="empty"]': { background: vars.color.calendarDisable },
    [`${calendar.classNames.variants.mode.colourised} &[data-tinted]`]: { background: tint },
    '&[data-unavailable]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-hovered]:not([data-unavailable])': { outline: `1px solid ${vars.color.brand}` },
    '&[data-selected]': { background: vars.color.calendarSelected, color: vars.color.onCalendarSelected },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const day = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const price = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight });

export const mark = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight });
