import { style } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

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
