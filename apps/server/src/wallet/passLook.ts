import { headerLogoSvg, pngOf, pngOfHeight, siteIconSvg } from '@venue/tenants/siteIcon.ts';
import type { TenantConfig } from '@venue/ticket-core';
import { mix, parseToRgba, readableColor } from 'color2k';
import { tenantsDir } from '../venueCatalogue/catalogueFile.ts';

/** How a site's passes look: its header colour on a phone, legible text on it, its icon and logo. */
export interface PassLook {
  /** The background as `#rrggbb` (Google Wallet). */
  hexBackground: string;
  /** The colours as `rgb(r, g, b)` (Apple Wallet). */
  background: string;
  foreground: string;
  label: string;
  /** Apple Wallet's images: the site icon (29 pt) and the header logo (50 pt high), at 1x, 2x and 3x. */
  images: Readonly<Record<string, Buffer>>;
}

const rgb = (colour: string) => {
  const [red, green, blue] = parseToRgba(colour);
  return `rgb(${red}, ${green}, ${blue})`;
};

const looks = new Map<string, PassLook>();

/** The look of a site's passes, drawn once a process from its folder (tenants/<id>). */
export function passLook(tenant: TenantConfig): PassLook {
  const known = looks.get(tenant.id);
  if (known) return known;
  const background = tenant.ticketPage.headerColor.sp;
  const foreground = readableColor(background);
  const logo = headerLogoSvg(tenant, `${tenantsDir}${tenant.id}/`);
  const icon = siteIconSvg(tenant, logo);
  const images: Record<string, Buffer> = {};
  for (const scale of [1, 2, 3]) {
    const suffix = scale === 1 ? '' : `@${scale}x`;
    images[`icon${suffix}.png`] = pngOf(icon, 29 * scale);
    images[`logo${suffix}.png`] = pngOfHeight(logo, 50 * scale);
  }
  const look = {
    hexBackground: background,
    background: rgb(background),
    foreground: rgb(foreground),
    label: rgb(mix(foreground, background, 0.25)),
    images,
  };
  looks.set(tenant.id, look);
  return look;
}
