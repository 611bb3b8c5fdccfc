import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export { error, field, label } from '../private/field.css.ts';

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.positiveSoft,
});

export const appliedName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
