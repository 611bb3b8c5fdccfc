import { style } from '@vanilla-extract/css';
import { media, vars } from '@venue/ticket-ui/css';

/** The ticket page header in the tenant's colours: one for phones (sp), one for desktops (pc). */
export const header = style({
  margin: `calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.md}) 0`,
  padding: `${vars.space.lg} ${vars.space.md}`,
  backgroundColor: vars.color.headerSp,
  color: vars.color.onHeader,
  '@media': { [media.desktop]: { backgroundColor: vars.color.headerPc } },
});

export const headerTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const headerNote = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const summary = style({ margin: 0, paddingLeft: vars.space.lg });
