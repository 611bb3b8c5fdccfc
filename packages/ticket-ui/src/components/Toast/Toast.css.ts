import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { reducedMotion } from '../../theme/recipeHelpers.ts';
import { toastFadeMs } from './toastTiming.ts';

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: `translateY(-${vars.space.md})`, opacity: 0 }, to: {} });

export const viewport = style({
  position: 'fixed',
  top: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  width: `min(calc(100vw - ${vars.space.xl}), ${vars.layout.contentMaxWidth})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: 2147483647,
  outline: 'none',
});

export const root = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  selectors: {
    '&[data-state=open]': { animation: `${slideIn} ${vars.motion.normal} ease-out` },
    '&[data-state=closed]': { animation: `${fadeOut} ${toastFadeMs}ms ease-in forwards` },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});
