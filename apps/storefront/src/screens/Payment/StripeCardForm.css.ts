import { style } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const label = style({ padding: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

/**
 * The box Stripe's card element mounts its frame into, drawn like a text field; Stripe sets the classes
 * `StripeElement--focus` and `StripeElement--invalid` on it.
 */
export const element = style({
  minHeight: vars.layout.tapTarget,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&.StripeElement--focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&.StripeElement--invalid': { borderColor: vars.color.critical },
  },
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
