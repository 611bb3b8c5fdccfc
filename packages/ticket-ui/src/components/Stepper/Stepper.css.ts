import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  flex: '1 1 0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  color: vars.color.textMuted,
  counterIncrement: 'step',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.space.xl,
      height: vars.space.xl,
      borderRadius: vars.radius.full,
      border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-state=complete]::before': {
      content: '"✓"',
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
      color: vars.color.text,
    },
    '&[data-state=current]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-state=current]::before': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
