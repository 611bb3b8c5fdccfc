import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { floatingSurface, focusRing, tapTarget, visuallyHidden } from '../../theme/recipeHelpers.ts';

export const root = style({ display: 'inline-flex', flexDirection: 'column' });

export const label = style(visuallyHidden);

export const trigger = style([
  focusRing,
  tapTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `0 ${vars.space.sm}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&[data-pressed], &[data-hovered]': { backgroundColor: vars.color.surfaceSunken } },
  },
]);

export const popover = style([floatingSurface, { minWidth: 'var(--trigger-width)', overflowY: 'auto' }]);

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.brandSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold, color: vars.color.brand },
  },
});
