import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme(
  {
    brand: '#b388ff',
    brandAccent: '#00e5ff',
    header: tenant.ticketPage.headerColor,
    surface: '#0b0b10',
    text: '#f4f4f8',
  },
  { radius: { sm: '0', md: '0', lg: '0' } },
);

export const themeClass = createTheme(vars, tokens);
