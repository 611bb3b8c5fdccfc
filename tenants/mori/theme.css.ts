import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme(
  {
    brand: '#004b87',
    brandAccent: '#b8860b',
    header: tenant.ticketPage.headerColor,
  },
  { font: { heading: '"Noto Serif JP", "Hiragino Mincho ProN", serif' } },
);

export const themeClass = createTheme(vars, tokens);
