import { type RenderOptions, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '../src/components/ThemeProvider/index.ts';
import { testThemeClass } from '../src/theme/testTheme.css.ts';

/** Wraps children in the neutral test theme, as a tenant's ThemeProvider would. */
export function TestThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider themeClass={testThemeClass}>{children}</ThemeProvider>;
}

/** Testing Library's render inside the test theme. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestThemeProvider, ...options });
}

/**
 * Runs axe over an element (the whole document by default) and returns its violations as readable
 * lines, so a test can `expect(await axeViolations()).toEqual([])`. Colour contrast needs real layout
 * and is left to the tenant contrast test; `region` is a page rule, and a component is not a page.
 */
export async function axeViolations(element: Element = document.body): Promise<string[]> {
  const result = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

export { testThemeClass };
