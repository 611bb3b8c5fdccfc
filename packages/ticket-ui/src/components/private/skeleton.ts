import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * Text drawn as a still grey bar while its component waits for data (`[data-loading]` on the
 * component's root, with `aria-busy`). No animation, so screenshots stay stable.
 */
export const skeletonText: StyleRule = {
  color: 'transparent',
  backgroundColor: vars.color.surfaceSunken,
  backgroundClip: 'content-box',
  borderRadius: vars.radius.sm,
};
