import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion, visuallyHidden } from '../../theme/recipeHelpers.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  zIndex: 2147483646,
});

export const spinner = style({
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.full,
  border: `${vars.space.xs} solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '3s' } },
});

export const label = style(visuallyHidden);
