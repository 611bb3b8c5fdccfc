import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme({
  brand: '#2e7d32',
  brandAccent: '#f06292',
  header: tenant.ticketPage.headerColor,
  surface: '#f7fbf4',
});

export const themeClass = createTheme(vars, tokens);
