import { parseToRgba } from 'color2k';
import { type BrandInputs, makeTheme } from '../makeTheme.ts';
import type { ThemeTokens } from '../tokens.ts';

/** What a designer sets in the playground: the brand inputs of `makeTheme` and the usual overrides. */
export interface ThemeInputs extends Required<BrandInputs> {
  font: { body: string; heading: string };
  radius: { sm: string; md: string; lg: string };
}

export const colourInputs = ['brand', 'brandAccent', 'surface', 'text'] as const;
export const headerInputs = ['pc', 'sp'] as const;
export const fontInputs = ['body', 'heading'] as const;
export const radiusInputs = ['sm', 'md', 'lg'] as const;

/**
 * A tenant's theme as playground inputs. The brand is the colour its theme uses, which `makeTheme` may
 * have darkened from the tenant's input for contrast; given back, it yields the same theme.
 */
export function inputsFromTokens({ color, font, radius }: ThemeTokens): ThemeInputs {
  return {
    brand: color.brand,
    brandAccent: color.brandAccent,
    header: { pc: color.headerPc, sp: color.headerSp },
    surface: color.surface,
    text: color.text,
    font: { body: font.body, heading: font.heading },
    radius: { sm: radius.sm, md: radius.md, lg: radius.lg },
  };
}

const brandInputsOf = ({ font: _font, radius: _radius, ...brand }: ThemeInputs): BrandInputs => brand;

/** Every colour input that is not a CSS colour, as `name: value` messages. */
export function colourErrors(inputs: ThemeInputs): string[] {
  const colours: Array<[string, string]> = [
    ...colourInputs.map((name) => [name, inputs[name]] as [string, string]),
    ...headerInputs.map((name) => [`header.${name}`, inputs.header[name]] as [string, string]),
  ];
  return colours.flatMap(([name, value]) => {
    try {
      parseToRgba(value);
      return [];
    } catch {
      return [`${name}: "${value}" is not a colour`];
    }
  });
}

/** The theme the inputs make, as a tenant's theme.css.ts makes it. Check `colourErrors` first. */
export function tokensFromInputs(inputs: ThemeInputs): ThemeTokens {
  return makeTheme(brandInputsOf(inputs), { font: inputs.font, radius: inputs.radius });
}

const quote = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function objectText(entries: Array<[string, string]>): string {
  return `{ ${entries.map(([key, value]) => `${key}: ${value}`).join(', ')} }`;
}

/**
 * The `makeTheme` call of a tenant's theme.css.ts for these inputs: surface and text only when they
 * differ from makeTheme's defaults, the header as the tenant config's colours when unchanged from
 * `start`, fonts and radii as overrides only where they differ from makeTheme's base.
 */
export function themeInputsText(inputs: ThemeInputs, start: ThemeInputs): string {
  // makeTheme's own defaults: what a tenant gets when it leaves an input out.
  const base = makeTheme({ brand: inputs.brand, brandAccent: inputs.brandAccent, header: inputs.header });
  const sameHeader = inputs.header.pc === start.header.pc && inputs.header.sp === start.header.sp;
  const brand: Array<[string, string]> = [
    ['brand', quote(inputs.brand)],
    ['brandAccent', quote(inputs.brandAccent)],
    [
      'header',
      sameHeader
        ? 'tenant.ticketPage.headerColor'
        : objectText(headerInputs.map((name) => [name, quote(inputs.header[name])])),
    ],
  ];
  if (inputs.surface !== base.color.surface) brand.push(['surface', quote(inputs.surface)]);
  if (inputs.text !== base.color.text) brand.push(['text', quote(inputs.text)]);
  const fonts = fontInputs.filter((name) => inputs.font[name] !== base.font[name]);
  const radii = radiusInputs.filter((name) => inputs.radius[name] !== base.radius[name]);
  const overrides: Array<[string, string]> = [];
  if (fonts.length > 0)
    overrides.push(['font', objectText(fonts.map((name) => [name, quote(inputs.font[name])]))]);
  if (radii.length > 0)
    overrides.push(['radius', objectText(radii.map((name) => [name, quote(inputs.radius[name])]))]);
  const indent = overrides.length > 0 ? '    ' : '  ';
  const brandText = `{\n${brand.map(([key, value]) => `${indent}${key}: ${value},\n`).join('')}${indent.slice(2)}}`;
  return overrides.length > 0
    ? `export const tokens = makeTheme(\n  ${brandText},\n  ${objectText(overrides)},\n);\n`
    : `export const tokens = makeTheme(${brandText});\n`;
}
