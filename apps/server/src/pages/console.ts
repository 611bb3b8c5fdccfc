import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { TenantConfig } from '@venue/ticket-core';
import { cspNoncePlaceholder } from '@venue/ticket-core';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';
import { type Policy, policyHeader } from '../http/securityHeaders.ts';
import { consoleManifest, consoleManifestFile } from './consoleManifest.ts';
import { page, pageHeaders } from './html.ts';

/** Where the console is served. */
export const consolePath = '/console';
/** The console's service worker, beside its page. */
const serviceWorkerFile = 'sw.js';

/**
 * The console page's policy: its own scripts and styles, and the `<style>` elements react-aria and
 * Radix add only with this answer's nonce (as the storefront's, `storefrontPolicy`); calls to this server
 * only; never framed; no referrer leaves it (its URLs hold order ids).
 * `'wasm-unsafe-eval'` lets the gate's camera compile its QR decoder, the console's own WebAssembly file
 * (apps/console/src/gate/zxingQrDecoder.ts), fetched from `'self'` like any other: it allows compiling
 * WebAssembly only, not `eval` or `new Function` as `'unsafe-eval'` would.
 */
export function consolePolicy(nonce: string): Policy {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The service worker's own policy (a worker runs under its script's): it fetches the console's files and
 * pages from this server to keep them, and nothing else.
 */
const serviceWorkerPolicy: Policy = {
  'default-src': ["'none'"],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * Serves the built console (`apps/console/dist`) at `/console/`: its hashed files under `assets/` cached for
 * a year, its service worker `sw.js` checked on each visit, each venue's gate manifest
 * (`<venue>/manifest.webmanifest`), any other path its page (the console routes in the URL's hash), with a fresh CSP nonce, never
 * cached, never indexed. Without a build, a short page says how to make one.
 */
export function registerConsole(
  app: Hono,
  distRoot: string,
  tenants: Readonly<Record<string, TenantConfig>>,
): void {
  app.get(consolePath, (c) => c.redirect(`${consolePath}/`));
  app.get(`${consolePath}/:venue/${consoleManifestFile}`, (c) => {
    const tenant = Object.hasOwn(tenants, c.req.param('venue')) ? tenants[c.req.param('venue')] : undefined;
    if (!tenant) return c.json({ error: 'record not found' }, 404);
    return c.body(JSON.stringify(consoleManifest(tenant)), 200, {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'no-cache',
    });
  });
  app.get(`${consolePath}/*`, compress(), async (c) => {
    const indexFile = join(distRoot, 'index.html');
    if (!isFile(indexFile))
      return c.html(
        page(
          'Console not built',
          '<h1>The venue console is not built</h1><p>Run <code>pnpm build</code>, then reload.</p>',
        ),
        503,
        pageHeaders,
      );
    let rest: string[];
    try {
      rest = c.req.path
        .slice(consolePath.length + 1)
        .split('/')
        .filter(Boolean)
        .map(decodeURIComponent);
    } catch {
      return c.json({ error: 'record not found' }, 404);
    }
    const wanted = normalize(join(distRoot, ...rest));
    const inside = wanted.startsWith(`${distRoot}${sep}`);
    // The service worker (apps/console/offlinePlugin.ts): asked again on every visit, so a new build
    // reaches the gates that keep the console for offline use.
    if (rest.length === 1 && rest[0] === serviceWorkerFile) {
      if (!isFile(wanted)) return c.json({ error: 'record not found' }, 404);
      return c.body(await readFile(wanted), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': policyHeader(serviceWorkerPolicy),
      });
    }
    if (rest[0] === 'assets') {
      if (!inside || !isFile(wanted)) return c.json({ error: 'record not found' }, 404);
      return c.body(await readFile(wanted), 200, {
        'content-type': getMimeType(wanted) ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
    const nonce = randomBytes(16).toString('base64');
    const html = (await readFile(indexFile, 'utf8')).replaceAll(cspNoncePlaceholder, nonce);
    return c.html(html, 200, {
      'cache-control': 'no-store',
      'content-security-policy': policyHeader(consolePolicy(nonce)),
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    });
  });
}
