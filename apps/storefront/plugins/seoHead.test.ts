// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tenants } from '@venue/tenants';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { previewImagePng, seoHead, siteOriginPlaceholder } from './seoHead.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const tenantsDir = fileURLToPath(new URL('../../../tenants/', import.meta.url));
const html = readFileSync(`${root}index.html`, 'utf8');

function transform(tenantId: string, page: string): string {
  const tenant = tenants[tenantId];
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  const hook = seoHead(tenant, `${tenantsDir}${tenantId}/`, root).transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered transformIndexHtml hook');
  const handler = hook.handler as IndexHtmlTransformHook;
  return handler.call({} as never, html, { path: `/${page}`, filename: `${root}${page}` }) as string;
}

describe('build-time head tags', () => {
  it("writes the entry's description, canonical URL, alternates and preview tags in the default language", () => {
    const page = transform('kyoto', 'index.html');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${siteOriginPlaceholder}/kyoto/">`);
    expect(head).toMatch(/<meta name="description" content="[^"]+公式オンラインチケット/);
    for (const hreflang of ['ja', 'en', 'x-default']) expect(head).toContain(`hreflang="${hreflang}"`);
    expect(head).toContain(
      `<meta property="og:image" content="${siteOriginPlaceholder}/kyoto/og-image.png">`,
    );
    expect(head).not.toContain('noindex');
  });

  it('marks the ticket pages noindex', () => {
    const page = transform('kyoto', 'tickets/index.html');
    expect(page).toContain('<meta name="robots" content="noindex"></head>'.replace('</head>', ''));
    expect(page).not.toContain('rel="canonical"');
  });

  it.each(Object.keys(tenants))('renders %s a 1200 x 630 PNG preview image', (id) => {
    const png = previewImagePng(tenants[id] as never, `${tenantsDir}${id}/`);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
