import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme({
  brand: '#f4b400',
  brandAccent: '#d81b60',
  header: tenant.ticketPage.headerColor,
});

export const themeClass = createTheme(vars, tokens);
