import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { ticketKinds, ticketPageDisplayTypes, ticketStatuses } from '@venue/ticket-core';
import { vars } from '../../theme/contract.css.ts';
import { skeletonText } from '../private/skeleton.ts';

/** The values the card's variants take, shared with stories and tests. */
export const ticketCardStatuses = ticketStatuses;
export const ticketCardKinds = ticketKinds;
export const ticketCardDisplayTypes = ticketPageDisplayTypes;

type Status = (typeof ticketStatuses)[number];
type DisplayType = (typeof ticketPageDisplayTypes)[number];

export const card = recipe({
  base: {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    displayType: {
      standard: { gridTemplateColumns: '1fr' },
      card: { gridTemplateColumns: '1fr', boxShadow: vars.shadow.md, borderColor: 'transparent' },
      compact: { gridTemplateColumns: 'auto 1fr', alignItems: 'start', padding: vars.space.sm },
    } satisfies Record<DisplayType, object>,
  },
  defaultVariants: { displayType: 'standard' },
});

export type TicketCardVariants = NonNullable<RecipeVariants<typeof card>>;

export const badge = recipe({
  base: {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    status: {
      available: { background: vars.color.brandSoft, color: vars.color.text },
      success: { background: vars.color.positiveSoft, color: vars.color.positive },
      used: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      invalid_time: { background: vars.color.cautionSoft, color: vars.color.caution },
      invalid: { background: vars.color.criticalSoft, color: vars.color.critical },
    } satisfies Record<Status, object>,
  },
});

export const qr = style({
  width: '100%',
  maxWidth: '14rem',
  justifySelf: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '[data-status="used"] &, [data-status="invalid"] &, [data-loading] &': { opacity: 0.3 },
  },
});

export const compactQr = style({ width: '6rem' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const kind = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  selectors: { '[data-loading] &': skeletonText },
});

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.sm });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '[data-loading] &': skeletonText },
});

export const caution = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.cautionSoft,
  fontSize: vars.fontSize.sm,
});
