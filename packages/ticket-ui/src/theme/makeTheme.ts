import { darken, getContrast, lighten, mix } from 'color2k';
import type { ThemeTokens } from './tokens.ts';

/** The few brand inputs a tenant gives; everything else is derived or taken from the base. */
export interface BrandInputs {
  brand: string;
  brandAccent: string;
  header: { pc: string; sp: string };
  /** Page background; defaults to white. */
  surface?: string;
  /** Body text; defaults to near-black. */
  text?: string;
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

const japaneseSans =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic", Meiryo, system-ui, sans-serif';

const base: Omit<ThemeTokens, 'color'> = {
  font: {
    body: japaneseSans,
    heading: japaneseSans,
    mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: { tight: '1.3', body: '1.65' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  borderWidth: { thin: '1px', thick: '2px' },
  radius: { none: '0', sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
  },
  logo: { headerHeight: '32px', footerHeight: '28px', printHeight: '60px' },
  layout: { contentMaxWidth: '720px', tapTarget: '44px' },
  motion: { fast: '120ms', normal: '240ms' },
};

/** White or near-black text, whichever reads better on `background`. */
export function textOn(background: string): string {
  return getContrast(background, '#ffffff') >= getContrast(background, '#1d1d1f') ? '#ffffff' : '#1d1d1f';
}

/** Darkens (or lightens, on dark colours) until text reaches WCAG AA 4.5:1 on the background. */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  let candidate = color;
  const towardsDark = getContrast(background, '#000') > getContrast(background, '#fff');
  for (let step = 0; step < 20 && getContrast(candidate, background) < ratio; step++) {
    candidate = towardsDark ? darken(candidate, 0.05) : lighten(candidate, 0.05);
  }
  return candidate;
}

/** `color` made legible (AA 4.5:1) on each of the backgrounds in turn, all light or all dark. */
export function legibleOnAll(color: string, backgrounds: readonly string[]): string {
  let candidate = color;
  for (let pass = 0; pass < 2; pass++) {
    for (const background of backgrounds) candidate = ensureContrast(candidate, background);
  }
  return candidate;
}

function merge<T extends object>(target: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return target;
  const out = { ...target } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    out[key] =
      typeof value === 'object' && value !== null ? merge(out[key] as object, value as object) : value;
  }
  return out as T;
}

/** Builds every token from a tenant's brand inputs, then applies its overrides. */
export function makeTheme(inputs: BrandInputs, overrides?: DeepPartial<ThemeTokens>): ThemeTokens {
  const surface = inputs.surface ?? '#ffffff';
  const text = inputs.text ?? '#1d1d1f';
  const legible = ensureContrast(inputs.brand, surface, 3);
  // Text on the brand colour must read at AA; mid tones are darkened until white text does.
  const brand = getContrast(legible, textOn(legible)) >= 4.5 ? legible : ensureContrast(legible, '#ffffff');
  const onBrand = textOn(brand);
  const selected = brand;
  const brandSoft = mix(brand, surface, 0.88);
  const surfaceSunken = mix(text, surface, 0.95);
  // The backgrounds text sits on: the page, the sunken panels (footer, used tickets), selected cards.
  const textBackgrounds = [surface, surfaceSunken, brandSoft];
  // A state's colour reads on the page and on its own soft background (ticket states, banners).
  const criticalSoft = mix('#d32f2f', surface, 0.9);
  const positiveSoft = mix('#2e7d32', surface, 0.9);
  const cautionSoft = mix('#f0a000', surface, 0.85);
  const tokens: ThemeTokens = {
    ...base,
    color: {
      brand,
      brandHover: darken(brand, 0.07),
      brandSoft,
      brandText: legibleOnAll(brand, textBackgrounds),
      onBrand,
      brandAccent: inputs.brandAccent,
      headerPc: inputs.header.pc,
      headerSp: inputs.header.sp,
      onHeader: textOn(inputs.header.pc),
      text,
      textMuted: legibleOnAll(mix(text, surface, 0.4), textBackgrounds),
      surface,
      surfaceRaised: surface,
      surfaceSunken,
      border: mix(text, surface, 0.82),
      focusRing: ensureContrast(inputs.brandAccent, surface, 3),
      overlay: 'rgba(0, 0, 0, 0.5)',
      critical: legibleOnAll('#d32f2f', [surface, criticalSoft]),
      criticalSoft,
      positive: legibleOnAll('#2e7d32', [surface, positiveSoft]),
      positiveSoft,
      caution: legibleOnAll('#b26a00', [surface, cautionSoft]),
      cautionSoft,
      calendarNormal: surface,
      calendarFewStock: mix('#f0a000', surface, 0.8),
      calendarSoldOut: mix('#d32f2f', surface, 0.88),
      calendarClose: mix(text, surface, 0.9),
      calendarDisable: mix(text, surface, 0.95),
      calendarSelected: selected,
      onCalendarSelected: textOn(selected),
    },
  };
  return merge(tokens, overrides);
}
