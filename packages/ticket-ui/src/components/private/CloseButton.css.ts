import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, tapTarget } from '../../theme/recipeHelpers.ts';

export const closeButton = style([
  focusRing,
  tapTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xl,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text } },
  },
]);
