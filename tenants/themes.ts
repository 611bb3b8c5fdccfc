import type { ThemeTokens } from '@venue/ticket-ui/css';

/** Each tenant theme, loaded on demand (Storybook: theme switcher, playground). Kept by `pnpm new-tenant`. */
export const themes: Record<string, () => Promise<{ themeClass: string; tokens: ThemeTokens }>> = {
  'azabudai-borderless': () => import('./azabudai-borderless/theme.css.ts'),
  boc: () => import('./boc/theme.css.ts'),
  cancanfactory: () => import('./cancanfactory/theme.css.ts'),
  demo: () => import('./demo/theme.css.ts'),
  dena: () => import('./dena/theme.css.ts'),
  gaprao: () => import('./gaprao/theme.css.ts'),
  ishikawa: () => import('./ishikawa/theme.css.ts'),
  izura: () => import('./izura/theme.css.ts'),
  kyoto: () => import('./kyoto/theme.css.ts'),
  'lab-exhibition': () => import('./lab-exhibition/theme.css.ts'),
  mifuneyama: () => import('./mifuneyama/theme.css.ts'),
  mori: () => import('./mori/theme.css.ts'),
  nagai: () => import('./nagai/theme.css.ts'),
  'nishinippon-date': () => import('./nishinippon-date/theme.css.ts'),
  'nishinippon-product': () => import('./nishinippon-product/theme.css.ts'),
  okinawa: () => import('./okinawa/theme.css.ts'),
  opam: () => import('./opam/theme.css.ts'),
  ruins: () => import('./ruins/theme.css.ts'),
  softbank: () => import('./softbank/theme.css.ts'),
};
