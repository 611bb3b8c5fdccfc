import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { cspNoncePlaceholder, escapeHtml, type TenantConfig } from '@venue/ticket-core';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';
import { policyHeader, storefrontPolicy } from '../http/securityHeaders.ts';
import { page, pageHeaders } from './html.ts';

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * The default site's app page for a path that is no site (`/nope/`): its relative asset paths resolve
 * from `/`, and the meta tag makes the app show its not-found screen (the storefront's findRoute.ts).
 */
export function notFoundPage(indexHtml: string): string {
  const tags = '<base href="/"><meta name="venue-status" content="404">';
  return /<head[^>]*>/i.test(indexHtml)
    ? indexHtml.replace(/<head[^>]*>/i, (head) => `${head}${tags}`)
    : indexHtml.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tags}`);
}

/**
 * An app page as answered: a fresh nonce (128 random bits) in place of the build's placeholder, and the
 * site's Content-Security-Policy naming it.
 */
function appPage(html: string, tenant: Pick<TenantConfig, 'tagManagerId' | 'paymentMethods'>) {
  const nonce = randomBytes(16).toString('base64');
  return {
    html: html.replaceAll(cspNoncePlaceholder, nonce),
    policy: policyHeader(storefrontPolicy(tenant, nonce)),
  };
}

/** Writes a served app page's head for its request (apps/server/src/seo/pageHead.ts). */
export type PageHeadWriter = (
  html: string,
  c: Context,
  tenantId: string,
  kind: 'entry' | 'tickets' | 'notFound',
) => string | Promise<string>;

/**
 * Serves each tenant's built storefront from `<distRoot>/<tenant>/` at `/<tenant>/` (demo's at `/`),
 * falling back to the app's index.html (the ticket pages' own index under `tickets/`); a path that is
 * neither a site nor a file of demo's answers 404 with demo's not-found screen. Without a build,
 * a short page says so. App pages carry the site's Content-Security-Policy (`storefrontPolicy`: a site
 * with a tag-manager container also allows Tag Manager) with a nonce of their own. Text files are
 * compressed for clients that accept it; the hashed files under `assets/` are cached for a year.
 */
export function registerStorefront(
  app: Hono,
  distRoot: string,
  tenants: Readonly<Record<string, Pick<TenantConfig, 'tagManagerId' | 'paymentMethods'>>>,
  writeHead: PageHeadWriter = (html) => html,
): void {
  const known = new Set(Object.keys(tenants));
  app.get('*', compress(), async (c) => {
    const segments = c.req.path.split('/').filter(Boolean);
    const first = segments[0] ?? '';
    const tenantId = known.has(first) ? first : 'demo';
    const rest = known.has(first) ? segments.slice(1) : segments;
    if (known.has(first) && !c.req.path.startsWith(`/${first}/`)) return c.redirect(`/${first}/`);
    const root = join(distRoot, tenantId);
    if (!existsSync(root)) {
      return c.html(
        page(
          'Storefront not built',
          `<h1>The storefront of ${escapeHtml(tenantId)} is not built</h1><p>Run <code>pnpm build</code>, then reload. The API answers under <code>/${escapeHtml(tenantId)}/api/v1</code>.</p>`,
        ),
        503,
        pageHeaders,
      );
    }
    let decoded: string[];
    try {
      decoded = rest.map(decodeURIComponent);
    } catch {
      return c.json({ error: 'record not found' }, 404);
    }
    const wanted = normalize(join(root, ...decoded));
    const inside = wanted === root || wanted.startsWith(`${root}${sep}`);
    const fallback =
      rest[0] === 'tickets' && isFile(join(root, 'tickets', 'index.html'))
        ? join(root, 'tickets', 'index.html')
        : join(root, 'index.html');
    const found =
      inside && isFile(wanted)
        ? wanted
        : inside && isFile(join(wanted, 'index.html'))
          ? join(wanted, 'index.html')
          : null;
    const file = found ?? fallback;
    if (!isFile(file)) return c.json({ error: 'record not found' }, 404);
    // Not a site, nor a file of the default one: its app's not-found screen, with a 404 status.
    const tenant = tenants[tenantId] ?? { tagManagerId: null, paymentMethods: [] };
    if (found === null && !known.has(first) && first !== 'tickets' && first !== '') {
      const built = notFoundPage(await readFile(file, 'utf8'));
      const { html, policy } = appPage(await writeHead(built, c, tenantId, 'notFound'), tenant);
      return c.html(html, 404, { 'cache-control': 'no-cache', 'content-security-policy': policy });
    }
    if (file.endsWith('.html')) {
      const kind = file === join(root, 'tickets', 'index.html') ? 'tickets' : 'entry';
      const built = await readFile(file, 'utf8');
      const { html, policy } = appPage(await writeHead(built, c, tenantId, kind), tenant);
      return c.html(html, 200, { 'cache-control': 'no-cache', 'content-security-policy': policy });
    }
    const immutable = file.startsWith(`${join(root, 'assets')}${sep}`);
    return c.body(await readFile(file), 200, {
      'content-type': getMimeType(file) ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  });
}
