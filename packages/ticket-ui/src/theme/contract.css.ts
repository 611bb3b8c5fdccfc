import { createThemeContract } from '@vanilla-extract/css';
import type { ThemeTokens } from './tokens.ts';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const nulls = {
  color: {
    brand: null,
    brandHover: null,
    brandSoft: null,
    brandText: null,
    onBrand: null,
    brandAccent: null,
    headerPc: null,
    headerSp: null,
    onHeader: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    focusRing: null,
    overlay: null,
    critical: null,
    criticalSoft: null,
    positive: null,
    positiveSoft: null,
    caution: null,
    cautionSoft: null,
    calendarNormal: null,
    calendarFewStock: null,
    calendarSoldOut: null,
    calendarClose: null,
    calendarDisable: null,
    calendarSelected: null,
    onCalendarSelected: null,
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, bold: null },
  lineHeight: { tight: null, body: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  borderWidth: { thin: null, thick: null },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  logo: { headerHeight: null, footerHeight: null, printHeight: null },
  layout: { contentMaxWidth: null, tapTarget: null },
  motion: { fast: null, normal: null },
} satisfies Contract<ThemeTokens>;

/** The one theme contract. Tenants fill it with `createTheme(vars, makeTheme(...))`. */
export const vars = createThemeContract(nulls);
