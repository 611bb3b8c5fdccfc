import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, tapTarget, visuallyHidden } from '../../theme/recipeHelpers.ts';

export const root = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const label = style(visuallyHidden);

export const select = style([
  focusRing,
  tapTarget,
  {
    appearance: 'none',
    margin: 0,
    // Room on the right for the chevron drawn over the select (about 0.65em wide) and its gap.
    padding: `0 calc(${vars.space.sm} + ${vars.space.xs} + 0.65em) 0 ${vars.space.sm}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
  },
]);

export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});
