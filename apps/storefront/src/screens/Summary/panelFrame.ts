import type { CSSProperties } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

/** The summary panel's frame, which the order screen's summary takes on as the same panel from 1024 px. */
export const panelFrame: CSSProperties = {
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
};
