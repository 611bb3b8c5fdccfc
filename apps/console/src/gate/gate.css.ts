import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

const verdictBase = style({
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thick,
  borderStyle: 'solid',
  padding: vars.space.xl,
  margin: `${vars.space.md} 0`,
  textAlign: 'center',
  color: vars.color.text,
});

/** The verdict, large: green to admit, red to refuse, amber to look again. */
export const verdict = styleVariants({
  admit: [verdictBase, { backgroundColor: vars.color.positiveSoft, borderColor: vars.color.positive }],
  refuse: [verdictBase, { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical }],
  check: [verdictBase, { backgroundColor: vars.color.cautionSoft, borderColor: vars.color.caution }],
});

export const verdictWord = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const verdictDetail = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0 0` });

export const codeInput = style({ fontSize: vars.fontSize.lg, minWidth: '0', flex: 1 });

export const slots = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

/** The camera scanner: its toggle, what it says, and its preview below. */
export const camera = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  margin: `${vars.space.md} 0`,
});

/** The camera's preview: as wide as the screen, at most 40% of its height, so the verdict above stays in view, never stretched. */
export const preview = style({
  width: '100%',
  maxHeight: '40vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
});
