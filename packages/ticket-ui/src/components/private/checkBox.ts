import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The square drawn beside a react-aria checkbox's label (the check mark inside it is the component's):
 * filled with the brand colour while `checkbox`, the class of the checkbox around it, is selected, and
 * outlined in the critical colour while it is invalid if `showsInvalid`.
 */
export const checkBox = (checkbox: string, { showsInvalid }: { showsInvalid: boolean }): StyleRule => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.lg,
  height: vars.space.lg,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    ...(showsInvalid ? { [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical } } : {}),
  },
});
