import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspNoncePlaceholder, type TenantConfig } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import type { RunningServer } from '../server.ts';
import { parseTrustProxy } from './clientAddress.ts';

/** The headers every answer carries, whatever it is. */
const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const apiPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function headersOf(response: Response, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}

/** A policy's directives by name: `{ 'img-src': ["'self'", 'data:'] }`. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectSecurityHeaders(response: Response) {
  expect(headersOf(response, Object.keys(everyAnswer))).toEqual(everyAnswer);
  expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
}

/** A server page (sandbox, mailbox) has no script, no style attribute, and its one style sheet by hash. */
async function expectServerPage(response: Response) {
  expect(response.status).toBe(200);
  expectSecurityHeaders(response);
  const html = await response.text();
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy['default-src']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(html).not.toMatch(/<script|\sstyle=/i);
  const sheets = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
  expect(sheets).toHaveLength(1);
  const hash = createHash('sha256')
    .update(sheets[0] ?? '')
    .digest('base64');
  expect(policy['style-src']).toEqual([`'sha256-${hash}'`]);
}

describe.each(testDatabases)('security headers on %s', (database) => {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-csp-'));
  const appHtml =
    '<!doctype html><html><head>' +
    `<meta property="csp-nonce" nonce="${cspNoncePlaceholder}">` +
    `<script type="module" nonce="${cspNoncePlaceholder}">import('./assets/main-abc.js');</script>` +
    '</head><body><div id="root"></div></body></html>';
  const tenants: Record<string, TenantConfig> = {
    ...testTenants,
    // A site with a tag-manager container, offering Stripe's card methods; demo has neither.
    'members-cafe': { ...(testTenants['members-cafe'] as TenantConfig), tagManagerId: 'GTM-TEST01' },
  };
  let server: RunningServer;
  beforeAll(async () => {
    for (const site of ['demo', 'members-cafe']) {
      mkdirSync(join(dist, site, 'assets'), { recursive: true });
      mkdirSync(join(dist, site, 'tickets'), { recursive: true });
      writeFileSync(join(dist, site, 'index.html'), appHtml);
      writeFileSync(join(dist, site, 'tickets', 'index.html'), appHtml);
      writeFileSync(join(dist, site, 'assets', 'main-abc.js'), 'console.log(1);');
    }
    server = await startTestServer(database, { storefrontDist: dist, tenants });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are on API answers, errors included, with a policy that lets nothing load or frame them', async () => {
    for (const [path, status] of [
      ['/api/v1/langs', 200],
      ['/members-cafe/api/v1/products?lang=en', 200],
      ['/api/v1/products?lang=xx', 400],
      ['/api/v1/nothing-here', 404],
      ['/healthz', 200],
      ['/api/docs/openapi.json', 200],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status });
      expectSecurityHeaders(response);
      expect(response.headers.get('content-security-policy')).toBe(apiPolicy);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('are on static files of the storefront', async () => {
    const response = await fetch(`${server.url}/members-cafe/assets/main-abc.js`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get('content-security-policy')).toBe(apiPolicy);
  });

  it("give the storefront's pages a strict policy with a fresh nonce in place of the build's", async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/demo/', '/demo/tickets/', '/no-such-site/']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(path === '/no-such-site/' ? 404 : 200);
      expectSecurityHeaders(response);
      const policy = directives(response.headers.get('content-security-policy'));
      const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(policy['style-src']?.[1] ?? '')?.[1] ?? '';
      expect(policy).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", `'nonce-${nonce}'`],
        'style-src': ["'self'", `'nonce-${nonce}'`],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      const html = await response.text();
      expect(html).not.toContain(cspNoncePlaceholder);
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).toContain(`<script type="module" nonce="${nonce}">`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('let only a site with a tag-manager container load Tag Manager', async () => {
    for (const path of ['/members-cafe/', '/members-cafe/tickets/']) {
      const response = await fetch(`${server.url}${path}`);
      const policy = directives(response.headers.get('content-security-policy'));
      // The page's own nonce, as its meta element hands it to the app.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(await response.text())?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
      expect(policy['script-src']?.slice(0, 3)).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
        'https://*.googletagmanager.com',
      ]);
      expect(policy['connect-src']).toContain('https://*.google-analytics.com');
      expect(policy['img-src']).toContain('https://*.googletagmanager.com');
      expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy['default-src']).toEqual(["'self'"]);
    }
  });

  it('let only a site offering a Stripe method load Stripe.js, frame its card element and call its API', async () => {
    const page = await fetch(`${server.url}/members-cafe/`);
    const policy = directives(page.headers.get('content-security-policy'));
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(await page.text())?.[1];
    expect(policy['script-src']).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      'https://*.googletagmanager.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(policy['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy['connect-src']?.at(-1)).toBe('https://api.stripe.com');
    expect(policy['style-src']?.some((source) => source.includes('stripe'))).toBe(false);
    const demo = directives((await fetch(`${server.url}/demo/`)).headers.get('content-security-policy'));
    expect(JSON.stringify(demo)).not.toContain('stripe');
  });

  it('give the sandbox payment pages and the dev mailbox a policy of their own: no script, their style', async () => {
    await expectServerPage(await fetch(`${server.url}/sandbox/3ds/ref-1`));
    await expectServerPage(await fetch(`${server.url}/members-cafe/sandbox/wallet/ref-2`));
    await purchase(server.url, '', { contents: { email: 'headers@example.com', fullname: 'Headers' } });
    const list = await fetch(`${server.url}/dev/mailbox`);
    const listHtml = await list.clone().text();
    await expectServerPage(list);
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(listHtml)?.[1];
    await expectServerPage(await fetch(`${server.url}/dev/mailbox/${id}`));
  });

  it('send no Strict-Transport-Security when a proxy the server does not trust says https', async () => {
    const response = await fetch(`${server.url}/api/v1/langs`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe.each(testDatabases)('Strict-Transport-Security behind a trusted proxy on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database, { trustProxy: parseTrustProxy('127.0.0.1') });
  });
  afterAll(() => server.close());

  async function hsts(forwardedProto?: string) {
    const headers: Record<string, string> = forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {};
    return (await fetch(`${server.url}/api/v1/langs`, { headers })).headers.get('strict-transport-security');
  }

  it('is sent when the proxy says the client called over https', async () => {
    expect(await hsts('https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts('HTTPS')).toBe('max-age=31536000; includeSubDomains');
    // Proxies in a chain list the scheme each was called with; the first is the client's.
    expect(await hsts('https, http')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain http', async () => {
    expect(await hsts()).toBeNull();
    expect(await hsts('http')).toBeNull();
    expect(await hsts('http, https')).toBeNull();
  });
});
