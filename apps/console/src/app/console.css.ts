import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@venue/ticket-ui/css';

globalStyle('body', { margin: 0 });

export const page = style({
  minHeight: '100vh',
  fontFamily: vars.font.body,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.headerPc,
  color: vars.color.onHeader,
});

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  color: vars.color.onHeader,
});

export const spacer = style({ flex: 1 });

export const headerText = style({ fontSize: vars.fontSize.sm, color: vars.color.onHeader });

/** The sections, wrapping onto more lines on a phone rather than widening the page. */
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { backgroundColor: vars.color.brandSoft, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` },
  },
});

export const main = style({
  boxSizing: 'border-box',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });

export const subheading = style({
  fontSize: vars.fontSize.lg,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});

export const card = style({
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBottom: vars.space.md,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  color: vars.color.critical,
  backgroundColor: vars.color.criticalSoft,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
});

/** Labelled facts in two columns; a long address breaks rather than widening the page on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.brandText });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const input = style({
  font: 'inherit',
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const signIn = style({
  maxWidth: '26rem',
  margin: `${vars.space.xl} auto`,
  display: 'grid',
  gap: vars.space.md,
});

/** A `<dt>`/`<dd>` pair grouped in a `<div>`, laid out as if the div were not there. */
export const factRow = style({ display: 'contents' });

/** One action of an order's page with its controls, apart from the next. */
export const actionBox = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
  marginTop: vars.space.sm,
});

export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

globalStyle(`${fieldset} > legend`, { width: '100%', float: 'left', marginTop: 0 });

/** A checkbox and its words, a tap target high. */
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.tapTarget,
});

/** JSON of an audit entry, wrapped. */
export const code = style({
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

/** A row's buttons, side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const inlineField = style({ display: 'inline-flex', alignItems: 'center' });

export const smallInput = style([input, { width: '6rem' }]);

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A row of figures (`StatTile`). */
export const tiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

/** A link styled as a button, for downloads. */
export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}` } },
});

/** A stock calendar of the console, on a row of its own in a form, its legend below. */
export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexBasis: '100%',
});

/** The month itself: wide enough for its marks, no wider. */
export const calendarMonth = style({ maxWidth: '26rem' });
