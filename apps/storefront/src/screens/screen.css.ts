import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@venue/ticket-ui/css';

/** The column every screen sits in. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { print: { maxWidth: 'none', padding: 0 } },
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

/** On the screen only: controls that have no place on paper. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/**
 * A step of the order with its summary: title, summary bar, then the form on phones; from 1024 px the form
 * and, beside it, the summary's column.
 */
export const withSummary = style([
  screen,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"title" "summary" "form"',
    alignItems: 'start',
    '@media': {
      [media.desktop]: {
        maxWidth: `calc(${vars.layout.contentMaxWidth} + 22rem + ${vars.space.xl})`,
        gridTemplateColumns: 'minmax(0, 1fr) 22rem',
        gridTemplateAreas: '"title title" "form summary"',
        columnGap: vars.space.xl,
      },
    },
  },
]);

/** The order screen: as `withSummary`, but on phones its summary (the total and the button) ends the form. */
export const summaryAfterForm = style([
  withSummary,
  {
    gridTemplateAreas: '"title" "form" "summary"',
    '@media': { [media.desktop]: { gridTemplateAreas: '"title title" "form summary"' } },
  },
]);

globalStyle(`${withSummary} > h1`, { gridArea: 'title' });
globalStyle(`${withSummary} > aside`, { gridArea: 'summary' });

/** The form of a step beside its summary. */
export const form = style({
  gridArea: 'form',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
