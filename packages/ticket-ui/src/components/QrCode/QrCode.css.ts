import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** How wide the code may grow: beside a ticket's text, a ticket's own code, or a code shown to be scanned. */
export const qrCodeSizes = ['small', 'medium', 'large'] as const;
type Size = (typeof qrCodeSizes)[number];

export const qrCode = recipe({
  base: { display: 'block', height: 'auto' },
  variants: {
    size: {
      small: { width: '6rem' },
      medium: { width: '100%', maxWidth: '14rem', marginInline: 'auto' },
      large: { width: '100%', maxWidth: '20rem', marginInline: 'auto', borderRadius: vars.radius.sm },
    } satisfies Record<Size, object>,
  },
});

export type QrCodeVariants = NonNullable<RecipeVariants<typeof qrCode>>;
