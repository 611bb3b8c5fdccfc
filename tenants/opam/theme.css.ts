import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme(
  {
    brand: '#222222',
    brandAccent: '#e60012',
    header: tenant.ticketPage.headerColor,
  },
  { radius: { sm: '0', md: '0', lg: '0' } },
);

export const themeClass = createTheme(vars, tokens);
