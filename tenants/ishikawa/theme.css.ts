import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme({
  brand: '#5d4037',
  brandAccent: '#9e9d24',
  header: tenant.ticketPage.headerColor,
  surface: '#fffdf8',
});

export const themeClass = createTheme(vars, tokens);
