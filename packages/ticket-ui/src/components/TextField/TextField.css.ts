import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const input = style({
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:read-only': { background: vars.color.surfaceSunken },
  },
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
