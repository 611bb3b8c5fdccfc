import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { venueToday } from '../clock.ts';
import { createLogger } from '../log.ts';
import type { RunningServer } from '../server.ts';
import { type AnswerRequest, renderedSitesKept, screensKeptChars, writeFirstScreen } from './firstScreen.ts';
import { rendererHeapMb } from './siteRenderer.ts';

/** A page as the storefront's build writes it: its first screen between the marks. */
const builtPage =
  '<!doctype html><html><head><title>Demo</title></head><body><!--venue-first-screen--><div id="root">built</div><!--/venue-first-screen--></body></html>';

/**
 * A site's render bundle with the shape the storefront's build gives it (apps/storefront/src/prerender.tsx):
 * it asks for the products in the page's language and the settings, and renders what it was asked for and
 * how many renders its worker has made.
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
  const body = JSON.stringify({ language: request.language, today: request.today, renders });
  return { path: '/', language: request.language, body, style: '' };
}
`;

/** The screen and answers the server wrote into a page, or null when it kept the built one. */
const written = (html: string) => {
  const body = html.match(/<div id="root"[^>]*data-prerendered[^>]*>(.*?)<\/div>/)?.[1];
  const answers = html.match(
    /<script type="application\/json" id="venue-page-answers"[^>]*>(.*?)<\/script>/,
  )?.[1];
  if (body === undefined || answers === undefined) return null;
  return {
    screen: JSON.parse(body) as { language: string; today: string; renders: number },
    answers: JSON.parse(answers) as Record<string, unknown>,
  };
};

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
    expect(japanese?.screen.renders).toBe((first?.screen.renders ?? 0) + 1);
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

/**
 * The render bundle of `renderBundle`'s shape that renders only once `release` exists, and writes how many
 * renders it has made to `marker`.
 */
const heldBundle = (release: string, marker: string) => `
import { existsSync, writeFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
let renders = 0;
export async function firstScreenRequests(language) {
  return { settings: { endpoint: 'getConfigurations', query: {} } };
}
export async function renderFirstScreen(request) {
  while (!existsSync(${JSON.stringify(release)})) await setTimeout(20);
  renders += 1;
  writeFileSync(${JSON.stringify(marker)}, String(renders));
  const body = JSON.stringify({ language: request.language, today: request.today, renders });
  return { path: '/', language: request.language, body, style: '' };
}
`;

describe("each site's home screen, rendered at the start", () => {
  const dist = mkdtempSync(join(tmpdir(), 'first-screen-start-'));
  const release = join(dist, 'release');
  const marker = join(dist, 'rendered');
  const logged: { msg: string; method?: string; route?: string; status?: number }[] = [];
  const logger = createLogger('info', { write: (line: string) => logged.push(JSON.parse(line)) });
  let server: RunningServer;
  beforeAll(async () => {
    mkdirSync(join(dist, 'demo'), { recursive: true });
    writeFileSync(join(dist, 'demo', 'index.html'), builtPage);
    mkdirSync(join(dist, '.render', 'demo'), { recursive: true });
    writeFileSync(join(dist, '.render', 'demo', 'prerender.js'), heldBundle(release, marker));
    server = await startTestServer('sqlite', { storefrontDist: dist, keepHomeScreens: true, logger });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is rendered in every language the site offers before the server says it is ready', async () => {
    const ready = () => call(server.url, 'GET', '/readyz');
    expect(await ready()).toMatchObject({ status: 503, body: { error: 'warming up' } });
    writeFileSync(release, '');
    await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(200);
    const languages = testTenants.demo?.languages ?? [];
    expect(languages.length).toBeGreaterThan(1);
    expect(readFileSync(marker, 'utf8')).toBe(String(languages.length));
    // The server asked for the first site's page itself, so that the code writing pages has run.
    const pages = logged.filter(({ msg, route }) => msg === 'request' && route !== '/readyz');
    expect(pages).toEqual([expect.objectContaining({ method: 'GET', status: 200 })]);
    expect(logged.map(({ msg }) => msg)).toContain("The sites' first screens are rendered: ready");
    // Every language's screen is kept: the pages take them without a render.
    const home = written(await (await fetch(`${server.url}/demo/`)).text());
    expect(home?.screen).toMatchObject({ language: 'ja', renders: 1 });
    for (const language of languages) {
      const page = written(await (await fetch(`${server.url}/demo/?lang=${language}`)).text());
      expect(page?.screen.language).toBe(language);
    }
    expect(readFileSync(marker, 'utf8')).toBe(String(languages.length));
  });
});

/** A site's render bundle that renders which worker thread rendered, and keeps `keptMb` more heap per render. */
const threadBundle = (keptMb: number) => `
import { threadId } from 'node:worker_threads';
const kept = [];
export async function firstScreenRequests() {
  return { settings: { endpoint: 'getConfigurations', query: {} } };
}
export async function renderFirstScreen(request) {
  kept.push(new Array(${keptMb} * 131072).fill(threadId + 0.5));
  return { path: '/', language: request.language, body: 'thread ' + threadId, style: '' };
}
`;

/** A site's render bundle whose screens each take almost half the characters kept, and say which render they are. */
const bigBundle = `
let renders = 0;
export async function firstScreenRequests() {
  return { settings: { endpoint: 'getConfigurations', query: {} } };
}
export async function renderFirstScreen(request) {
  renders += 1;
  return { path: '/', language: request.language, body: 'render ' + renders + ' ', style: 'x'.repeat(${screensKeptChars / 2 - 100}) };
}
`;

describe("the sites' first-screen renderers", () => {
  const dist = mkdtempSync(join(tmpdir(), 'first-screen-renderers-'));
  const sites = Array.from({ length: renderedSitesKept + 1 }, (_, index) => `site-${index}`);
  for (const site of [...sites, 'leaky']) {
    mkdirSync(join(dist, '.render', site), { recursive: true });
    writeFileSync(join(dist, '.render', site, 'prerender.js'), threadBundle(site === 'leaky' ? 4 : 0));
  }
  mkdirSync(join(dist, '.render', 'big'), { recursive: true });
  writeFileSync(join(dist, '.render', 'big', 'prerender.js'), bigBundle);
  const logged: string[] = [];
  const logger = createLogger('warn', { write: (line: string) => logged.push(line) });
  let pages = 0;
  /** Answers that differ on every page, so each page needs a render. */
  const newAnswers = async () => ({ page: pages++ });
  /** The thread that rendered `site`'s page, or null when the page kept its built screen. */
  const thread = async (site: string, answer: AnswerRequest = newAnswers) => {
    const html = await writeFirstScreen(builtPage, dist, site, 'ja', answer, logger);
    return /thread (\d+)/.exec(html)?.[1] ?? null;
  };
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it(`keeps the ${renderedSitesKept} sites' renderers used last, and starts a stopped one's again`, async () => {
    const first = new Map<string, string | null>();
    for (const site of sites.slice(0, renderedSitesKept)) first.set(site, await thread(site));
    expect(new Set(first.values()).size).toBe(renderedSitesKept);
    // site-0 is used again, so site-1 is the least recently used when site-4 needs a renderer.
    expect(await thread('site-0')).toBe(first.get('site-0'));
    expect(await thread(`site-${renderedSitesKept}`)).not.toBeNull();
    expect(await thread('site-0')).toBe(first.get('site-0'));
    const restarted = await thread('site-1');
    expect(restarted).not.toBeNull();
    expect(restarted).not.toBe(first.get('site-1'));
  });

  it('writes a page whose answers are unchanged from its kept screen, without starting its renderer', async () => {
    const sameAnswers = async () => ({ page: 'same' });
    const kept = await thread('site-0', sameAnswers);
    expect(kept).not.toBeNull();
    // The other sites' pages stop site-0's renderer.
    for (const site of sites.slice(1)) await thread(site);
    expect(await thread('site-0', sameAnswers)).toBe(kept);
    // New answers need a render, by a renderer started anew.
    const rendered = await thread('site-0');
    expect(rendered).not.toBeNull();
    expect(rendered).not.toBe(kept);
  });

  it(`keeps at most ${screensKeptChars} characters of screens, the ones used last`, async () => {
    const render = async (answers: string) => {
      const html = await writeFirstScreen(builtPage, dist, 'big', 'ja', async () => answers, logger);
      return Number(/render (\d+)/.exec(html)?.[1]);
    };
    expect([await render('a'), await render('b'), await render('a')]).toEqual([1, 2, 1]);
    // A third screen leaves no room for the one used least recently (b), which is rendered anew.
    expect([await render('c'), await render('a'), await render('b')]).toEqual([3, 1, 4]);
  });

  it('stops a renderer past its heap limit, keeps the built screen meanwhile, then starts a new one', async () => {
    const threads: (string | null)[] = [];
    for (let page = 0; page < 2 * rendererHeapMb.old; page += 1) {
      threads.push(await thread('leaky'));
      if (threads.at(-1) === null) break;
    }
    expect(threads.at(0)).not.toBeNull();
    // Each page kept 4 MB: the worker stopped before its pages had kept twice its heap limit.
    expect(threads.at(-1)).toBeNull();
    expect(logged.join('\n')).toContain('the first-screen renderer stopped');
    const next = await thread('leaky');
    expect(next).not.toBeNull();
    expect(next).not.toBe(threads.at(0));
  });
});
