import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme({
  brand: '#33691e',
  brandAccent: '#ffab00',
  header: tenant.ticketPage.headerColor,
  surface: '#f6f8f1',
});

export const themeClass = createTheme(vars, tokens);
