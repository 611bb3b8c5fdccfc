import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion } from '../../theme/recipeHelpers.ts';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: vars.space.xs,
  overflow: 'hidden',
  backgroundColor: vars.color.brandSoft,
  zIndex: 2147483645,
  '@media': { print: { display: 'none' } },
});

export const bar = style({
  width: '40%',
  height: '100%',
  backgroundColor: vars.color.brand,
  animation: `${sweep} 1.2s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none', width: '100%' } },
});
