import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const code = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const title = style({ fontSize: vars.fontSize.xl });

export const message = style({ color: vars.color.textMuted });
