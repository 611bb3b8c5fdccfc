import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme(
  {
    brand: '#e85d04',
    brandAccent: '#2a9d8f',
    header: tenant.ticketPage.headerColor,
  },
  { radius: { md: '9999px' } },
);

export const themeClass = createTheme(vars, tokens);
