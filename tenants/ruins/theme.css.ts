import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme(
  {
    brand: '#8d5524',
    brandAccent: '#c9a227',
    header: tenant.ticketPage.headerColor,
    surface: '#fbf7f0',
    text: '#2b2118',
  },
  { radius: { sm: '2px', md: '4px', lg: '8px' } },
);

export const themeClass = createTheme(vars, tokens);
