import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme({
  brand: '#ad1457',
  brandAccent: '#4a148c',
  header: tenant.ticketPage.headerColor,
});

export const themeClass = createTheme(vars, tokens);
