import type { TenantConfig } from '@venue/ticket-core';

/** Where a venue's console manifest is served: `/console/<venue>/manifest.webmanifest`. */
export const consoleManifestFile = 'manifest.webmanifest';

/**
 * A venue's scanning gate as an installable web app: it opens on the venue's gate, within the console
 * (its service worker keeps it for use with no network), in the venue's header colour, with the site's
 * own home-screen icons (the storefront builds them at `/<venue>/icon-*.png`).
 */
export function consoleManifest(tenant: TenantConfig) {
  const colour = tenant.ticketPage.headerColor.pc;
  return {
    id: `/console/#/${tenant.id}/gate`,
    name: `${tenant.title.ja} ゲート`,
    short_name: tenant.title.ja,
    lang: 'ja',
    start_url: `/console/#/${tenant.id}/gate`,
    scope: '/console/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colour,
    background_color: colour,
    icons: [192, 512].map((size) => ({
      src: `/${tenant.id}/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
