import { style } from '@vanilla-extract/css';
import { media } from '../breakpoints.ts';
import { vars } from '../contract.css.ts';

export const page = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.md,
});

/** Stays in view beside the preview on wide screens, scrolling on its own when taller than the window. */
export const controls = style({
  flex: '1 1 18rem',
  '@media': {
    [media.desktop]: { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' },
  },
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const field = style({
  display: 'grid',
  gridTemplateColumns: '7rem auto 1fr',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const textInput = style({
  minWidth: 0,
  font: 'inherit',
  padding: vars.space.xs,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const error = style({ color: vars.color.critical, margin: 0 });

export const checks = style({ borderCollapse: 'collapse', width: '100%' });

export const cell = style({
  padding: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'left',
});

export const sample = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const code = style({
  margin: 0,
  padding: vars.space.sm,
  overflowX: 'auto',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});

export const preview = style({
  flex: '3 1 30rem',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  // No radius: the frame would take the theme's own, a pill on tenants with pill-shaped controls.
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
