/**
 * `@venue/ticket-ui/css`: what a tenant theme or an app's own `.css.ts` needs beside the components —
 * the theme contract, theme building and breakpoints.
 */
export {
  type BrandInputs,
  breakpoints,
  type ContrastCheck,
  contrastChecks,
  ensureContrast,
  makeTheme,
  media,
  type ThemeTokens,
  vars,
} from './theme/index.ts';
