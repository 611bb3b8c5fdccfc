import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';
import tenant from './tenant.ts';

/** Every token of the theme, derived from the brand inputs (exported for the contrast test). */
export const tokens = makeTheme(
  {
    brand: '#0097a7',
    brandAccent: '#ff7043',
    header: tenant.ticketPage.headerColor,
    surface: '#f5fcfd',
  },
  { radius: { md: '12px', lg: '24px' } },
);

export const themeClass = createTheme(vars, tokens);
