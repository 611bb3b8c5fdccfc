import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { TenantConfig } from '@venue/ticket-core';

/**
 * The site's icon, drawn from its brand: the header logo's leftmost square (as wide as the logo is tall,
 * where the sites' logos have their mark) on the site's header colour, which the logo is drawn for. The
 * logo goes in whole as a nested `<svg>` of its own size, so its own coordinates and text stay as they are
 * and the icon's view box crops it.
 */
export function siteIconSvg(tenant: Pick<TenantConfig, 'ticketPage'>, logo: string): string {
  const { width, height } = new Resvg(logo);
  const element = logo.replace(/<\?xml[^>]*>/, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${height} ${height}">` +
    `<rect width="${height}" height="${height}" fill="${tenant.ticketPage.headerColor.pc}"/>` +
    `<svg width="${width}" height="${height}">${element}</svg></svg>`
  );
}

/** An SVG drawn as a PNG `width` pixels wide (its height in proportion). */
export const pngOf = (svg: string, width: number): Buffer =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();

/** An SVG drawn as a PNG `height` pixels high (its width in proportion). */
export const pngOfHeight = (svg: string, height: number): Buffer =>
  new Resvg(svg, { fitTo: { mode: 'height', value: height } }).render().asPng();

/** The site's header logo (SVG text) from its folder `tenantDir`. */
export const headerLogoSvg = (tenant: Pick<TenantConfig, 'logos'>, tenantDir: string): string =>
  readFileSync(join(tenantDir, tenant.logos.header), 'utf8');
