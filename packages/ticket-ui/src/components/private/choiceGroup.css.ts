import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The frame of every group that offers its choices as cards (products, payment methods, options, time
 * slots): the column holding the group's label, its cards, a message when there are none, and its error.
 */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const message = style({ fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });
