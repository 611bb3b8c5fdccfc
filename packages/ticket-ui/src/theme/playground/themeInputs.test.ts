import { assignInlineVars } from '@vanilla-extract/dynamic';
import { describe, expect, it } from 'vitest';
import { vars } from '../contract.css.ts';
import { contrastChecks } from '../contrastChecks.ts';
import { makeTheme } from '../makeTheme.ts';
import {
  colourErrors,
  inputsFromTokens,
  type ThemeInputs,
  themeInputsText,
  tokensFromInputs,
} from './themeInputs.ts';

const header = { pc: '#1f2933', sp: '#1f2933' };
/** A light tenant whose yellow brand makeTheme darkens for contrast. */
const yellow = makeTheme({ brand: '#ffcc00', brandAccent: '#333333', header });
/** A dark tenant with its own text colours, square corners and a heading font. */
const dark = makeTheme(
  { brand: '#b388ff', brandAccent: '#00e5ff', header, surface: '#0b0b10', text: '#f4f4f8' },
  { radius: { sm: '0', md: '0', lg: '0' }, font: { heading: '"Noto Serif JP", serif' } },
);

/** The CSS custom property behind a contract variable: `var(--x)` -> `--x`. */
const property = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

describe('theme playground inputs', () => {
  it.each([
    ['light', yellow],
    ['dark', dark],
  ])('start from a %s tenant theme and make it again unchanged', (_, tokens) => {
    expect(tokensFromInputs(inputsFromTokens(tokens))).toEqual(tokens);
  });

  it('start from the colour the theme uses, which may be darker than the tenant typed', () => {
    const inputs = inputsFromTokens(yellow);
    expect(inputs.brand).toBe(yellow.color.brand);
    expect(inputs.brand).not.toBe('#ffcc00');
    expect(inputs).toMatchObject({ brandAccent: '#333333', header, surface: '#ffffff', text: '#1d1d1f' });
  });

  it('set the contract variables the components read, derived shades and overrides included', () => {
    const inputs: ThemeInputs = {
      ...inputsFromTokens(yellow),
      brand: '#2b59c3',
      radius: { sm: '2px', md: '4px', lg: '8px' },
    };
    const tokens = tokensFromInputs(inputs);
    const style = assignInlineVars(vars, tokens) as Record<string, string>;
    expect(style[property(vars.color.brand)]).toBe('#2b59c3');
    expect(style[property(vars.color.brandHover)]).toBe(makeTheme({ ...inputs }).color.brandHover);
    expect(style[property(vars.color.onBrand)]).toBe('#ffffff');
    expect(style[property(vars.radius.md)]).toBe('4px');
    expect(style[property(vars.font.body)]).toBe(yellow.font.body);
  });

  it('name every colour input that is not a colour', () => {
    expect(colourErrors(inputsFromTokens(dark))).toEqual([]);
    const typing = { ...inputsFromTokens(dark), brand: '#b38', header: { pc: 'navy', sp: 'nope' } };
    expect(colourErrors(typing)).toEqual(['header.sp: "nope" is not a colour']);
    expect(colourErrors({ ...typing, text: '#12345' })).toEqual([
      'text: "#12345" is not a colour',
      'header.sp: "nope" is not a colour',
    ]);
  });
});

describe('contrast checks', () => {
  it('pass for a theme makeTheme made legible', () => {
    expect(contrastChecks(dark.color).filter((check) => !check.passes)).toEqual([]);
    expect(contrastChecks(yellow.color).map((check) => check.name)).toEqual([
      'onBrand on brand',
      'text on surface',
      'textMuted on surface',
      'textMuted on surfaceSunken',
      'textMuted on brandSoft',
      'text on brandSoft',
      'brandText on surface',
      'brandText on surfaceSunken',
      'positive on positiveSoft',
      'caution on cautionSoft',
      'critical on criticalSoft',
      'critical on surface',
      'onHeader on headerPc',
      'onHeader on headerSp',
      'onCalendarSelected on calendarSelected',
    ]);
  });

  it('fail, with their ratio, where the inputs make text unreadable', () => {
    const grey = tokensFromInputs({ ...inputsFromTokens(yellow), surface: '#777777', text: '#555555' });
    const failing = contrastChecks(grey.color).filter((check) => !check.passes);
    expect(failing.map((check) => check.name)).toContain('text on surface');
    const textOnSurface = failing.find((check) => check.name === 'text on surface');
    expect(textOnSurface).toMatchObject({ foreground: '#555555', background: '#777777' });
    // Relative luminances 0.1845 and 0.0908: (0.1845 + 0.05) / (0.0908 + 0.05).
    expect(textOnSurface?.ratio).toBeCloseTo(1.666, 2);
  });
});

describe('copied theme inputs', () => {
  it('are the brand inputs alone when nothing else differs from makeTheme', () => {
    const inputs = inputsFromTokens(yellow);
    expect(themeInputsText({ ...inputs, brand: '#1565c0' }, inputs)).toBe(
      [
        'export const tokens = makeTheme({',
        "  brand: '#1565c0',",
        "  brandAccent: '#333333',",
        '  header: tenant.ticketPage.headerColor,',
        '});',
        '',
      ].join('\n'),
    );
  });

  it('add surface, text and the overrides that differ, and a changed header as colours', () => {
    const inputs = inputsFromTokens(dark);
    const changed = { ...inputs, header: { pc: '#000000', sp: "#fff'" } };
    expect(themeInputsText(changed, inputs)).toBe(
      [
        'export const tokens = makeTheme(',
        '  {',
        "    brand: '#b388ff',",
        "    brandAccent: '#00e5ff',",
        "    header: { pc: '#000000', sp: '#fff\\'' },",
        "    surface: '#0b0b10',",
        "    text: '#f4f4f8',",
        '  },',
        `  { font: { heading: '"Noto Serif JP", serif' }, radius: { sm: '0', md: '0', lg: '0' } },`,
        ');',
        '',
      ].join('\n'),
    );
  });
});
