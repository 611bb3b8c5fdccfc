import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/recipeHelpers.ts';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.headerSp,
  color: vars.color.onHeader,
  '@media': {
    [media.tablet]: { backgroundColor: vars.color.headerPc, padding: `${vars.space.sm} ${vars.space.lg}` },
    // Site navigation has no place on paper (a receipt, a ticket).
    print: { display: 'none' },
  },
});

export const home = style([
  focusRing,
  { display: 'inline-flex', alignItems: 'center', borderRadius: vars.radius.sm },
]);

export const logo = style({ height: vars.logo.headerHeight, width: 'auto' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
