import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { makeTheme } from './makeTheme.ts';

/** A neutral theme for component tests (`testing/render.tsx`). */
export const testThemeClass = createTheme(
  vars,
  makeTheme({ brand: '#1f5fbf', brandAccent: '#c2185b', header: { pc: '#1f2933', sp: '#1f2933' } }),
);
