import { dirname, relative } from 'node:path';
import { headerLogoSvg, pngOf, siteIconSvg } from '@venue/tenants/siteIcon.ts';
import type { TenantConfig } from '@venue/ticket-core';
import icoEndec from 'ico-endec';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The sizes `favicon.ico` holds, each drawn at its size: tabs, bookmarks, Windows' taskbar. */
export const faviconSizes = [16, 32, 48] as const;

/** The PNG icons: home-screen icons for Android (192, 512) and iOS (`apple-touch-icon`, 180). */
export const pngIcons = [
  { file: 'icon-192.png', size: 192, rel: 'icon' },
  { file: 'icon-512.png', size: 512, rel: 'icon' },
  { file: 'apple-touch-icon.png', size: 180, rel: 'apple-touch-icon' },
] as const;

/** Every icon file of a site, by its name at the site's root. */
export function siteIconFiles(tenant: TenantConfig, tenantDir: string): Record<string, Buffer | string> {
  const svg = siteIconSvg(tenant, headerLogoSvg(tenant, tenantDir));
  return {
    'icon.svg': svg,
    // Browsers ask for /favicon.ico when a page names no icon (and for other files than pages).
    'favicon.ico': icoEndec.encode(faviconSizes.map((size) => pngOf(svg, size))),
    ...Object.fromEntries(pngIcons.map(({ file, size }) => [file, pngOf(svg, size)])),
  };
}

/** The links naming the icons, for a page whose folder reaches the site's root by `toRoot` (`.`, `..`). */
export function siteIconLinks(toRoot: string): HtmlTagDescriptor[] {
  const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({
    tag: 'link',
    attrs,
    injectTo: 'head',
  });
  return [
    link({
      rel: 'icon',
      href: `${toRoot}/favicon.ico`,
      sizes: faviconSizes.map((size) => `${size}x${size}`).join(' '),
    }),
    link({ rel: 'icon', href: `${toRoot}/icon.svg`, type: 'image/svg+xml' }),
    ...pngIcons.map(({ file, size, rel }) =>
      link({
        rel,
        href: `${toRoot}/${file}`,
        ...(rel === 'icon' ? { type: 'image/png' } : {}),
        sizes: `${size}x${size}`,
      }),
    ),
  ];
}

/**
 * The site's icons: written at the root of its build, named in the head of each of its pages by a path
 * relative to the page (the site may be served under `/<id>/` or at a host's root; the not-found page's
 * `<base href="/">` makes them the default site's, whose page it is).
 */
export function siteIcons(tenant: TenantConfig, tenantDir: string, root: string): Plugin {
  return {
    name: 'venue-site-icons',
    // The first screen's server render (prerenderFirstScreen.ts) has no pages, so no icons.
    apply: (_config, env) => !env.isSsrBuild,
    transformIndexHtml: (_html, context) => siteIconLinks(relative(dirname(context.filename), root) || '.'),
    generateBundle() {
      for (const [fileName, source] of Object.entries(siteIconFiles(tenant, tenantDir)))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
