import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The `<fieldset>` of the count pickers (ticket counts, set-product quantities), without its frame. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, padding: 0 });
