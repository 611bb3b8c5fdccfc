export { ThemeProvider, type ThemeProviderProps, usePortalThemeClass } from './ThemeProvider.tsx';
