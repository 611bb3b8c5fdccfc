import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** One field per row, or the expiry and security code side by side. */
export const cardFormLayouts = ['stacked', 'inline'] as const;

export const form = recipe({
  base: { display: 'grid', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body },
  variants: {
    layout: {
      stacked: { gridTemplateColumns: '1fr' },
      inline: { gridTemplateColumns: '1fr 1fr 1fr' },
    } satisfies Record<(typeof cardFormLayouts)[number], object>,
  },
  defaultVariants: { layout: 'stacked' },
});

export type CardFormVariants = NonNullable<RecipeVariants<typeof form>>;

export const wide = style({ gridColumn: '1 / -1' });
