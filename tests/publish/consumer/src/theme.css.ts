import { createTheme } from '@vanilla-extract/css';
import { makeTheme, vars } from '@venue/ticket-ui/css';

/** A brand of the consumer's own, through the public theme API, as a tenant writes it. */
export const tokens = makeTheme({
  brand: '#8a1538',
  brandAccent: '#00857c',
  header: { pc: '#8a1538', sp: '#8a1538' },
});

export const themeClass = createTheme(vars, tokens);
