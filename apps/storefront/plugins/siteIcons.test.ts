// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { tenants } from '@venue/tenants';
import { siteIconSvg } from '@venue/tenants/siteIcon.ts';
import icoEndec from 'ico-endec';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { faviconSizes, pngIcons, siteIconFiles, siteIcons } from './siteIcons.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const tenantsDir = fileURLToPath(new URL('../../../tenants/', import.meta.url));

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** The head links the plugin gives a page of the site's build. */
function linksOf(id: string, page: string): Record<string, string>[] {
  const tenant = tenants[id];
  if (!tenant) throw new Error(`no tenant ${id}`);
  const hook = siteIcons(tenant, `${tenantsDir}${id}/`, root).transformIndexHtml as IndexHtmlTransformHook;
  const tags = hook.call({} as never, '', { path: `/${page}`, filename: `${root}${page}` });
  return (tags as HtmlTagDescriptor[]).map(({ tag, attrs, injectTo }) => {
    expect([tag, injectTo]).toEqual(['link', 'head']);
    return attrs as Record<string, string>;
  });
}

describe('site icons', () => {
  it.each(Object.keys(tenants))('%s: its pages name every icon file its build writes', (id) => {
    const files = Object.keys(siteIconFiles(tenants[id] as never, `${tenantsDir}${id}/`));
    const entry = linksOf(id, 'index.html');
    expect(entry.map((link) => link.href).sort()).toEqual(files.map((file) => `./${file}`).sort());
    expect(entry).toContainEqual({ rel: 'icon', href: './favicon.ico', sizes: '16x16 32x32 48x48' });
    expect(entry).toContainEqual({ rel: 'icon', href: './icon.svg', type: 'image/svg+xml' });
    expect(entry).toContainEqual({
      rel: 'apple-touch-icon',
      href: './apple-touch-icon.png',
      sizes: '180x180',
    });
    // The ticket pages sit a folder down.
    expect(linksOf(id, 'tickets/index.html').map((link) => link.href)).toEqual(
      entry.map((link) => link.href?.replace('./', '../')),
    );
  });

  it.each(Object.keys(tenants))('%s: draws its icon in every size', (id) => {
    const files = siteIconFiles(tenants[id] as never, `${tenantsDir}${id}/`);
    const svg = new Resvg(String(files['icon.svg']));
    expect([svg.width, svg.height]).toEqual([48, 48]);
    const favicon = icoEndec.decode(files['favicon.ico'] as Buffer);
    expect(favicon.map((image) => [image.imageType, image.width, ...pngSize(image.imageData)])).toEqual(
      faviconSizes.map((size) => ['png', size, size, size]),
    );
    for (const { file, size } of pngIcons) expect(pngSize(files[file] as Buffer)).toEqual([size, size]);
  });

  it("crops the header logo to its leftmost square, on the site's header colour", () => {
    const logo =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><rect width="40" height="40" fill="#fff"/></svg>';
    const svg = siteIconSvg({ ticketPage: { headerColor: { pc: '#102030', sp: '#405060' } } } as never, logo);
    const pixels = new Resvg(svg, { fitTo: { mode: 'width', value: 4 } }).render().pixels;
    // White all over: the logo's square fills the icon, and nothing of the logo beside it shows.
    expect([...pixels].every((value) => value === 255)).toBe(true);
    expect(svg).toContain('<rect width="40" height="40" fill="#102030"/>');
    expect(svg).not.toContain('<?xml');
  });
});
