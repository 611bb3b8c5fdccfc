import { getContrast } from 'color2k';
import { describe, expect, it } from 'vitest';
import { ensureContrast, makeTheme } from './makeTheme.ts';

describe('makeTheme', () => {
  const theme = makeTheme({
    brand: '#ffd400',
    brandAccent: '#0070c0',
    header: { pc: '#222222', sp: '#333333' },
  });

  it('derives readable text on the brand colour and on the surface', () => {
    expect(getContrast(theme.color.onBrand, theme.color.brand)).toBeGreaterThanOrEqual(4.5);
    expect(getContrast(theme.color.textMuted, theme.color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(getContrast(theme.color.critical, theme.color.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#2b59c3', '#e4007f', '#777777', '#00a0e9', '#ffd400'])(
    'text on a %s brand reads at AA 4.5:1',
    (brand) => {
      const { color } = makeTheme({ brand, brandAccent: '#000000', header: { pc: brand, sp: brand } });
      expect(getContrast(color.onBrand, color.brand)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps an orange brand for buttons and darkens it only as link text, legible on every surface', () => {
    const { color } = makeTheme({
      brand: '#e85d04',
      brandAccent: '#2a9d8f',
      header: { pc: '#fff', sp: '#fff' },
    });
    expect(color.brand).toBe('#e85d04');
    expect(getContrast(color.brand, color.surface)).toBeLessThan(4.5);
    for (const background of [color.surface, color.surfaceSunken]) {
      expect(getContrast(color.brandText, background)).toBeGreaterThanOrEqual(4.5);
    }
    for (const background of [color.surface, color.surfaceSunken, color.brandSoft]) {
      expect(getContrast(color.textMuted, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes hover and soft shades instead of taking them by hand', () => {
    expect(theme.color.brandHover).not.toBe(theme.color.brand);
    expect(theme.color.brandSoft).not.toBe(theme.color.brand);
  });

  it('applies overrides on top of the derived tokens', () => {
    const custom = makeTheme(
      { brand: '#005bac', brandAccent: '#e4007f', header: { pc: '#005bac', sp: '#005bac' } },
      { radius: { md: '0' }, color: { calendarFewStock: '#fff3c4' } },
    );
    expect(custom.radius.md).toBe('0');
    expect(custom.radius.lg).toBe('16px');
    expect(custom.color.calendarFewStock).toBe('#fff3c4');
  });

  it('ensureContrast darkens a light colour on white until it is readable', () => {
    expect(getContrast(ensureContrast('#ffee88', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
  });
});
