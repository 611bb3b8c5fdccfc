export { breakpoints, media } from './breakpoints.ts';
export { vars } from './contract.css.ts';
export { type ContrastCheck, contrastChecks } from './contrastChecks.ts';
export { type BrandInputs, ensureContrast, makeTheme } from './makeTheme.ts';
export type { ThemeTokens } from './tokens.ts';
