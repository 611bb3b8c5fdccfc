import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const image = style({
  width: '100%',
  maxHeight: '40vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
});

export const message = style({ whiteSpace: 'pre-wrap' });

export const stores = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});
