import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

describe('built storefront files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  const script = `console.log(${JSON.stringify('venue '.repeat(400))});`;
  /** Each site's `favicon.ico` as its build writes it (the storefront's plugins/siteIcons.ts): an ICO. */
  const favicon = (site: string) => Buffer.concat([Buffer.from([0, 0, 1, 0]), Buffer.from(site)]);
  let server: RunningServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'demo', 'assets'), { recursive: true });
    writeFileSync(join(dist, 'demo', 'index.html'), '<!doctype html><title>デモ</title>');
    writeFileSync(join(dist, 'demo', 'assets', 'main-abc123.js'), script);
    for (const site of ['demo', 'members-cafe']) {
      mkdirSync(join(dist, site), { recursive: true });
      writeFileSync(join(dist, site, 'favicon.ico'), favicon(site));
      writeFileSync(
        join(dist, site, 'icon.svg'),
        `<svg xmlns="http://www.w3.org/2000/svg"><title>${site}</title></svg>`,
      );
    }
    server = await startTestServer('sqlite', { storefrontDist: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets gzip-compressed to clients that accept it, cached for a year', async () => {
    // node:http leaves the body as sent (fetch would decompress it).
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        get(`${server.url}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      },
    );
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['cache-control']).toContain('immutable');
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('revalidates the app page and sends it plain to clients without compression', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>デモ</title>');
  });

  it("answers each site's icons as images, and demo's at the root, where browsers ask for /favicon.ico", async () => {
    for (const [path, site] of [
      ['/favicon.ico', 'demo'],
      ['/demo/favicon.ico', 'demo'],
      ['/members-cafe/favicon.ico', 'members-cafe'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/x-icon');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(favicon(site));
    }
    const svg = await fetch(`${server.url}/members-cafe/icon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    // Opened on its own, an SVG may run nothing.
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await svg.text()).toContain('<title>members-cafe</title>');
  });

  it('answers a path that is no site with 404 and the default app set to show its not-found screen', async () => {
    const response = await fetch(`${server.url}/nope/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<base href="/"><meta name="venue-status" content="404">');
    expect(html).toContain('<title>デモ</title>');
    // Its assets resolve from the root, where demo's files are.
    expect((await fetch(`${server.url}/assets/main-abc123.js`)).status).toBe(200);
  });
});
