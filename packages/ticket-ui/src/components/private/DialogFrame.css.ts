import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';
import { floatingSurface, reducedMotion } from '../../theme/recipeHelpers.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  selectors: { '&[data-state=open]': { animation: `${fadeIn} ${vars.motion.normal} ease-out` } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const dialogSizes = ['small', 'medium'] as const;

export const content = recipe({
  base: [
    floatingSurface,
    {
      // Centred by auto margins rather than a -50% translate, which lands on half pixels.
      position: 'fixed',
      inset: 0,
      margin: 'auto',
      height: 'fit-content',
      width: `calc(100vw - ${vars.space.xl})`,
      maxHeight: `calc(100vh - ${vars.space.xxl})`,
      overflowY: 'auto',
      padding: vars.space.lg,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      selectors: {
        '&[data-state=open]': { animation: `${rise} ${vars.motion.normal} ease-out` },
        '&:focus': { outline: 'none' },
      },
      '@media': { [reducedMotion]: { animation: 'none' } },
    },
  ],
  variants: {
    size: {
      small: { maxWidth: `calc(${vars.layout.contentMaxWidth} / 2)` },
      medium: { maxWidth: vars.layout.contentMaxWidth },
    },
  },
  defaultVariants: { size: 'small' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.text, whiteSpace: 'pre-wrap' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
