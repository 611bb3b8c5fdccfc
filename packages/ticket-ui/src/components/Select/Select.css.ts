import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { floatingSurface, focusRing, onHover, tapTarget, visuallyHidden } from '../../theme/recipeHelpers.ts';

export { error, field, label } from '../private/field.css.ts';

export const hiddenLabel = style(visuallyHidden);

export const trigger = style([
  focusRing,
  tapTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    textAlign: 'start',
    cursor: 'pointer',
    ...onHover({ backgroundColor: vars.color.surfaceSunken }),
    selectors: {
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&[aria-invalid=true]': { borderColor: vars.color.critical },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

/** The small size, the header's language switcher: smaller text, rounder corners. */
export const small = style({ fontSize: vars.fontSize.sm, borderRadius: vars.radius.md });

export const icon = style({ flexShrink: 0, color: vars.color.text });

/** The open list, portalled to <body>: it carries the tenant theme class itself. */
export const content = style([
  floatingSurface,
  {
    zIndex: 20,
    minWidth: 'var(--radix-select-trigger-width)',
    maxHeight: 'min(20rem, var(--radix-select-content-available-height))',
    overflow: 'hidden',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    fontFamily: vars.font.body,
  },
]);

export const viewport = style({ padding: vars.space.xs });

export const item = style([
  tapTarget,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.brandSoft },
      '&[data-state=checked]': { fontWeight: vars.fontWeight.bold },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const indicator = style({ color: vars.color.brand });
