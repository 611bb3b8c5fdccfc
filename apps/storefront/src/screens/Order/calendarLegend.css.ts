import { style } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mark = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const note = style({ margin: 0 });
