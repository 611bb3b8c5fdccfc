import { style } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

/** Signage is read from across a room: large type, full width. */
export const signage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const date = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const product = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const productName = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

export const slot = style({ fontSize: vars.fontSize.xxl, lineHeight: 1.6 });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
