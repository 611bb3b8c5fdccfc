import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueToday } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import { call, startTestServer, testDatabases } from '../testing/testServer.ts';

/** A page as the storefront's build writes it: its first screen between the marks. */
const builtPage =
  '<!doctype html><html><head><title>Demo</title></head><body><!--venue-first-screen--><div id="root">built</div><!--/venue-first-screen--></body></html>';

/**
 * A site's render bundle with the shape the storefront's build gives it (apps/storefront/src/prerender.tsx):
 * it asks for the products in the page's language and the settings, and writes what it was given.
 */
const renderBundle = `
let renders = 0;
export async function firstScreenRequests(language) {
  return {
    ['products:' + language]: { endpoint: 'getProducts', query: { lang: language } },
    settings: { endpoint: 'getConfigurations', query: {} },
  };
}
export async function renderFirstScreen(request) {
  renders += 1;
  return { language: request.language, today: request.today, renders };
}
export async function writeFirstScreen(html, screen, request) {
  const written = JSON.stringify({ screen, answers: request.answers });
  return html.replace(/<!--venue-first-screen-->.*<!--\\/venue-first-screen-->/, () => '<script id="written">' + written + '</script>');
}
`;

const written = (html: string) =>
  JSON.parse(html.match(/<script id="written">(.*?)<\/script>/)?.[1] ?? 'null') as {
    screen: { language: string; today: string; renders: number };
    answers: Record<string, unknown>;
  } | null;

describe.each(testDatabases)("the entry page's first screen, written by the server (%s)", (database) => {
  const dist = mkdtempSync(join(tmpdir(), 'first-screen-dist-'));
  let server: RunningServer;
  beforeAll(async () => {
    for (const site of ['demo', 'kyoto']) {
      mkdirSync(join(dist, site, 'tickets'), { recursive: true });
      writeFileSync(join(dist, site, 'index.html'), builtPage);
      writeFileSync(join(dist, site, 'tickets', 'index.html'), builtPage);
    }
    mkdirSync(join(dist, '.render', 'demo'), { recursive: true });
    writeFileSync(join(dist, '.render', 'demo', 'prerender.js'), renderBundle);
    server = await startTestServer(database, { storefrontDist: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("renders it in the page's language with the API's answers, and renders again only when they change", async () => {
    const products = (await call(server.url, 'GET', '/demo/api/v1/products?lang=en')).body;
    const settings = (await call(server.url, 'GET', '/demo/api/v1/configurations')).body;
    const first = written(await (await fetch(`${server.url}/demo/?lang=en`)).text());
    expect(first?.answers).toEqual({ 'products:en': products, settings });
    expect(first?.screen.language).toBe('en');
    // The calendar counts its months from the venue's day on the server's clock.
    expect(first?.screen.today).toBe(venueToday().toString());
    const again = written(await (await fetch(`${server.url}/demo/?lang=en`)).text());
    expect(again?.screen).toEqual(first?.screen);
    const japanese = written(await (await fetch(`${server.url}/demo/`)).text());
    expect(japanese?.screen.language).toBe('ja');
    expect(Object.keys(japanese?.answers ?? {})).toEqual(['products:ja', 'settings']);
  });

  it('keeps the built page on ticket pages, private entries and sites without a render bundle', async () => {
    for (const path of ['/demo/tickets/', '/demo/?membership_token=abc', '/kyoto/']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(written(html), path).toBeNull();
      expect(html, path).toContain('<div id="root">built</div>');
    }
  });
});
