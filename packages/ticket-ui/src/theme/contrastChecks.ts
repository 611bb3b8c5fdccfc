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

/**
 * The theme's text-on-background pairs every tenant must keep legible (WCAG AA, 4.5:1): each pair a
 * screen shows — links on the page, muted text on the page, on the footer's and a used ticket's sunken
 * panel and on a selected card's soft brand, ticket states on their soft colours.
 */
export function contrastChecks(color: ThemeTokens['color']): ContrastCheck[] {
  const pairs: Array<[string, string, string]> = [
    ['onBrand on brand', color.onBrand, color.brand],
    ['text on surface', color.text, color.surface],
    ['textMuted on surface', color.textMuted, color.surface],
    ['textMuted on surfaceSunken', color.textMuted, color.surfaceSunken],
    ['textMuted on brandSoft', color.textMuted, color.brandSoft],
    ['text on brandSoft', color.text, color.brandSoft],
    ['brandText on surface', color.brandText, color.surface],
    ['brandText on surfaceSunken', color.brandText, color.surfaceSunken],
    ['positive on positiveSoft', color.positive, color.positiveSoft],
    ['caution on cautionSoft', color.caution, color.cautionSoft],
    ['critical on criticalSoft', color.critical, color.criticalSoft],
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
