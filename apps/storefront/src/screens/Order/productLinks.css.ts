import { style } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
