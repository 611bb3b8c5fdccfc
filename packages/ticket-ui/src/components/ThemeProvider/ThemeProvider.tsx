import { createContext, type ReactNode, useContext } from 'react';
import { rootClass } from '../../theme/root.css.ts';
import { cx } from '../private/cx.ts';

const ThemeClassContext = createContext<string | null>(null);

export interface ThemeProviderProps {
  /** The tenant's theme class (`themeClass` from its theme.css.ts). */
  themeClass: string;
  children: ReactNode;
  className?: string;
}

/**
 * Applies a tenant theme and the root styles to its subtree, and hands the theme class to portalled
 * parts (dialogs, toasts, popovers) that render outside it.
 */
export function ThemeProvider({ themeClass, children, className }: ThemeProviderProps) {
  const portalClass = cx(themeClass, rootClass);
  return (
    <ThemeClassContext.Provider value={portalClass}>
      <div className={cx(portalClass, className)} data-theme-root="">
        {children}
      </div>
    </ThemeClassContext.Provider>
  );
}

/** The class a portal must carry to stay themed; empty outside a ThemeProvider. */
export function usePortalThemeClass(): string {
  return useContext(ThemeClassContext) ?? '';
}
