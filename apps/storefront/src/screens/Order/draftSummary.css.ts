import { style } from '@vanilla-extract/css';
import { media, vars } from '@venue/ticket-ui/css';
import { panelFrame } from '../Summary/panelFrame.ts';

/**
 * The order screen's summary: the end of the order on phones; from 1024 px the panel the later steps
 * show beside their form (summary.css.ts's `panel`), sticky at the top.
 */
export const draftSummary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: {
      gap: vars.space.sm,
      position: 'sticky',
      top: vars.space.lg,
      ...panelFrame,
    },
  },
});

/** What is chosen so far: shown beside the form only. */
export const chosen = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});
