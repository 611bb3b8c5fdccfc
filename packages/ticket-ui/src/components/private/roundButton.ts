import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';

/** The round one-symbol button of the calendar's month arrows and the count stepper's - and +. */
export const roundButton: StyleRule[] = [
  tapTarget,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.lg,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.textMuted,
        background: vars.color.surfaceSunken,
      },
    },
  },
];
