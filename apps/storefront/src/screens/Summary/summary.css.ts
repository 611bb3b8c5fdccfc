import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@venue/ticket-ui/css';
import { panelFrame } from './panelFrame.ts';

/** The summary: a bar on phones that opens, a sticky column beside the form from 1024 px. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  ...panelFrame,
  '@media': {
    [media.desktop]: { position: 'sticky', top: vars.space.lg },
    print: { border: 'none', padding: 0 },
  },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/**
 * The phone bar: the title and the total, and under them the visit's date and time slot, opening the
 * rest. Hidden beside the form, where all shows.
 */
export const toggle = style({
  display: 'flex',
  flexWrap: 'wrap',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.tapTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '"▾"', fontSize: vars.fontSize.sm },
    '&[aria-expanded=true]::after': { content: '"▴"' },
  },
  '@media': { [media.desktop]: { display: 'none' }, print: { display: 'none' } },
});

export const toggleTotal = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });

/** The date and slot on a line of their own under the title, as the visitor checks them before paying. */
export const toggleVisit = style({
  flexBasis: '100%',
  order: 1,
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const heading = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' }, print: { display: 'block' } },
});

export const body = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[data-open]': { display: 'flex' } },
  '@media': { [media.desktop]: { display: 'flex' }, print: { display: 'flex' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${facts} > div`, { display: 'contents' });
globalStyle(`${facts} dd`, { margin: 0 });

export const hold = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-warning]': { color: vars.color.critical } },
  '@media': { print: { display: 'none' } },
});

export const holdTime = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const holdNote = style({ margin: 0 });

export const totalFact = style({ fontWeight: vars.fontWeight.bold });

export const reservationNumber = style({ margin: 0, fontSize: vars.fontSize.md });
