import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The column of a form field: its label, its control, its error. Shared by `TextField` and `Select`. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
