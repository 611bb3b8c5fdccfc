import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspNoncePlaceholder } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

/** A console build as Vite writes one: its page with the nonce placeholder, and a hashed script. */
function consoleBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${cspNoncePlaceholder}"><script type="module" src="/console/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log("console")');
  // The gate camera's QR decoder: a WebAssembly module's magic number and version.
  writeFileSync(join(dist, 'assets', 'zxing_reader-abc.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return dist;
}

describe('the console’s page', () => {
  let server: RunningServer;
  let unbuilt: RunningServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { consoleDist: consoleBuild() });
    unbuilt = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server.close();
    await unbuilt.close();
  });

  it('is served at /console/ with a fresh nonce in its policy, never cached or indexed', async () => {
    expect((await fetch(`${server.url}/console`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/console/',
    );
    const first = await fetch(`${server.url}/console/`);
    expect(first.status).toBe(200);
    const html = await first.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).not.toContain(cspNoncePlaceholder);
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    // Its own scripts, and compiling its own WebAssembly (the gate's QR decoder), never eval.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    const second = await (await fetch(`${server.url}/console/`)).text();
    expect(/nonce="([^"]+)"/.exec(second)?.[1]).not.toBe(nonce);
    // Any other path is the same page: the console's routes are in the hash.
    expect((await fetch(`${server.url}/console/anything`)).status).toBe(200);
  });

  it('serves its hashed files for a year, and nothing outside its folder', async () => {
    const script = await fetch(`${server.url}/console/assets/index-abc.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toContain('javascript');
    // As WebAssembly, which the browser compiles as it streams in (and only with that type).
    const decoder = await fetch(`${server.url}/console/assets/zxing_reader-abc.wasm`);
    expect(decoder.headers.get('content-type')).toBe('application/wasm');
    expect(decoder.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await decoder.arrayBuffer())).toEqual(
      new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]),
    );
    expect((await fetch(`${server.url}/console/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/console/assets/..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('serves its service worker as a script that the browser checks again on each visit', async () => {
    const worker = await fetch(`${server.url}/console/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The worker runs under its script's policy: it may fetch from this server, and nothing else.
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(await worker.text()).toContain('addEventListener');
    expect((await fetch(`${unbuilt.url}/console/sw.js`)).status).toBe(503);
  });

  it('answers each venue’s gate as an installable app, and nothing for a venue it does not have', async () => {
    const answer = await fetch(`${server.url}/console/members-cafe/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await answer.json()) as { theme_color: string; name: string };
    expect(manifest).toMatchObject({
      start_url: '/console/#/members-cafe/gate',
      scope: '/console/',
      display: 'standalone',
      icons: [
        { src: '/members-cafe/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/members-cafe/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.name).toContain('ゲート');
    expect((await fetch(`${server.url}/console/nowhere/manifest.webmanifest`)).status).toBe(404);
    expect((await fetch(`${server.url}/console/__proto__/manifest.webmanifest`)).status).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const answer = await fetch(`${unbuilt.url}/console/`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('pnpm build');
  });
});
