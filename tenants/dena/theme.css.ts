import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme(
  {
    brand: '#0068b7',
    brandAccent: '#ff4081',
    header: tenant.ticketPage.headerColor,
  },
  { font: { heading: '"M PLUS Rounded 1c", "Hiragino Maru Gothic ProN", sans-serif' } },
);

export const themeClass = createTheme(vars, tokens);
