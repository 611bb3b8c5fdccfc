import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

/** The ticket as the gate staff reads it: label and value rows. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.lg,
});

const bannerBase = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

/** The outcome of a check-in, readable from a step away. */
export const banner = styleVariants({
  positive: [bannerBase, { backgroundColor: vars.color.positiveSoft, color: vars.color.text }],
  critical: [bannerBase, { backgroundColor: vars.color.criticalSoft, color: vars.color.text }],
});
