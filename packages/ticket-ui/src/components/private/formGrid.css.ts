import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/**
 * The grid of the customer and card forms' fields. `layout`: one field a row (`stacked`), two columns on
 * wide screens (`grid`), or the short fields three a row (`inline`); each form offers the layouts it
 * has a use for.
 */
export const formGrid = recipe({
  base: { display: 'grid', gap: vars.space.md, color: vars.color.text, fontFamily: vars.font.body },
  variants: {
    layout: {
      stacked: { gridTemplateColumns: '1fr' },
      grid: {
        gridTemplateColumns: '1fr',
        '@media': { '(min-width: 48em)': { gridTemplateColumns: '1fr 1fr' } },
      },
      inline: { gridTemplateColumns: '1fr 1fr 1fr' },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

/** A cell across the whole form: a long field, the terms, the submit button. */
export const fullRow = style({ gridColumn: '1 / -1' });
