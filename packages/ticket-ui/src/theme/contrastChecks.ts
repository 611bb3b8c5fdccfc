import { getContrast } from 'color2k';
import type { ThemeTokens } from './tokens.ts';

/** WCAG 2 AA for body text. */
export const textContrastMinimum = 4.5;

/** One text colour on its background, with its WCAG contrast ratio. */
export interface ContrastCheck {
  name: string;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
}

/** The theme's text-on-background pairs every tenant must keep legible (WCAG AA, 4.5:1). */
export function contrastChecks(color: ThemeTokens['color']): ContrastCheck[] {
  const pairs: Array<[string, string, string]> = [
    ['onBrand on brand', color.onBrand, color.brand],
    ['text on surface', color.text, color.surface],
    ['textMuted on surface', color.textMuted, color.surface],
    ['critical on surface', color.critical, color.surface],
    ['onHeader on headerPc', color.onHeader, color.headerPc],
    ['onHeader on headerSp', color.onHeader, color.headerSp],
    ['onCalendarSelected on calendarSelected', color.onCalendarSelected, color.calendarSelected],
  ];
  return pairs.map(([name, foreground, background]) => {
    const ratio = getContrast(foreground, background);
    return { name, foreground, background, ratio, passes: ratio >= textContrastMinimum };
  });
}
