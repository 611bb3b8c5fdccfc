import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { onHover } from '../../theme/recipeHelpers.ts';
import { roundButton } from '../private/roundButton.ts';

/** Plain cells coloured by stock state, or cells tinted by the tenant's calendar colour codes. */
export const calendarTones = ['plain', 'colourised'] as const;

/** A day's colour code, set inline from the data in the colourised tone. */
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
    tone: {
      plain: {},
      colourised: {},
    } satisfies Record<(typeof calendarTones)[number], object>,
  },
  defaultVariants: { tone: 'plain' },
});

export type CalendarVariants = NonNullable<RecipeVariants<typeof calendar>>;

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const navButton = style([...roundButton, onHover({ background: vars.color.brandSoft })]);

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
  padding: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** The narrow weekday is an abbreviation of the full name in its title, drawn as plain text. */
export const weekdayName = style({ textDecoration: 'none' });

/** A row below a month of fewer weeks than the calendar's tallest month, as tall as a day. */
export const emptyWeek = style({ height: `calc(${vars.layout.tapTarget} * 1.5)` });

/** A grid cell, which the day's button fills. */
export const gridCell = style({ padding: 0 });

/** A day: a button filling its grid cell, coloured by its stock state. */
export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: `calc(${vars.layout.tapTarget} * 1.5)`,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.calendarNormal,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="few-stock"]': { background: vars.color.calendarFewStock },
    '&[data-state="sold-out"]': { background: vars.color.calendarSoldOut },
    '&[data-state="close"]': { background: vars.color.calendarClose },
    '&[data-state="disable"], &[data-state="empty"]': { background: vars.color.calendarDisable },
    [`${calendar.classNames.variants.tone.colourised} &[data-tinted]`]: { background: tint },
    '&[data-unavailable], &:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-selected]': { background: vars.color.calendarSelected, color: vars.color.onCalendarSelected },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover:not([data-unavailable]):not(:disabled)': { outline: `1px solid ${vars.color.brand}` },
      },
    },
  },
});

export const day = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const price = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight });

export const mark = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight });
