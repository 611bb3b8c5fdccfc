import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const packages = {
  core: join(root, 'packages/ticket-core'),
  ui: join(root, 'packages/ticket-ui'),
};

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
  files?: string[];
}

const manifestAt = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

function run(command: string, args: string[], cwd: string) {
  // A clean environment: nothing of the workspace's pnpm run leaks into the consumer's install.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CI: 'true' };
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** `pnpm pack` of a built package into `destination`; returns the tarball's path. */
function pack(dir: string, destination: string): string {
  if (!existsSync(join(dir, 'dist/index.js'))) run('pnpm', ['run', 'build'], dir);
  const out = run('pnpm', ['pack', '--pack-destination', destination], dir).trim().split('\n');
  return out[out.length - 1] ?? '';
}

/** The versions the workspace pins, so the consumer gets what the packages were built against. */
function pinned(names: string[]): Record<string, string> {
  const all = { ...manifestAt(root).devDependencies, ...manifestAt(packages.ui).devDependencies };
  all['@vanilla-extract/css'] = manifestAt(packages.ui).dependencies?.['@vanilla-extract/css'] ?? '';
  all['@internationalized/date'] = manifestAt(packages.core).dependencies?.['@internationalized/date'] ?? '';
  return Object.fromEntries(names.map((name) => [name, all[name] ?? '']));
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the consumer's build on a loopback port. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = join(dir, request.url === '/' ? 'index.html' : ((request.url ?? '').split('?')[0] ?? ''));
    if (!path.startsWith(dir) || !existsSync(path)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ready({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

/**
 * The published packages as an outside team gets them: both packed with `pnpm pack`, installed from
 * the tarballs into a fresh Vite + React app in a temp directory (dependencies from the local store,
 * the registry only for what it lacks), themed with the public theme API, built, and opened in Chromium.
 */
describe('@venue/ticket-ui and @venue/ticket-core from their tarballs', () => {
  let scratch: string;
  let app: string;
  const tarballs = { core: '', ui: '' };

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'venue-consumer-'));
    app = join(scratch, 'app');
    tarballs.core = pack(packages.core, scratch);
    tarballs.ui = pack(packages.ui, scratch);
    cpSync(join(import.meta.dirname, 'consumer'), app, { recursive: true });
    const file = (path: string) => `file:${path}`;
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'ticket-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@venue/ticket-core': file(tarballs.core),
          '@venue/ticket-ui': file(tarballs.ui),
          ...pinned(['react', 'react-dom', '@internationalized/date', '@vanilla-extract/css']),
        },
        devDependencies: pinned(['vite', '@vitejs/plugin-react', '@vanilla-extract/vite-plugin']),
        // ticket-ui asks for ticket-core by version; this app takes it from the tarball too.
        pnpm: {
          overrides: { '@venue/ticket-core': file(tarballs.core) },
          onlyBuiltDependencies: ['esbuild'],
        },
      }),
    );
    run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], app);
  });

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('ships dist only, with the publish-time exports, real versions and React as a peer', () => {
    for (const [name, tarball] of Object.entries(tarballs)) {
      const listing = run('tar', ['-tzf', tarball], scratch).split('\n').filter(Boolean);
      expect(
        listing.every((entry) => /^package\/(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/.test(entry)),
        name,
      ).toBe(true);
      expect(listing, name).toEqual(
        expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts']),
      );
      if (name === 'ui') {
        expect(listing).toEqual(expect.arrayContaining(['package/dist/css.js', 'package/dist/css.d.ts']));
        expect(listing.filter((entry) => entry.endsWith('.css'))).toEqual(['package/dist/index.css']);
      }
    }
    const ui = manifestAt(join(app, 'node_modules/@venue/ticket-ui'));
    expect(ui.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './css': { types: './dist/css.d.ts', import: './dist/css.js' },
      './styles.css': './dist/index.css',
    });
    expect(ui.dependencies?.['@venue/ticket-core']).toBe(manifestAt(packages.core).version);
    expect(Object.keys(ui.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
    const core = manifestAt(join(app, 'node_modules/@venue/ticket-core'));
    expect(core.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' } });
  });

  it('builds a Vite + React app that renders the Calendar and CountPicker in its own theme', async () => {
    run('pnpm', ['exec', 'vite', 'build'], app);
    const { server, url } = await serve(join(app, 'dist'));
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await expect.poll(() => page.getByRole('grid').count()).toBe(1);
      expect(await page.getByRole('gridcell').count()).toBeGreaterThanOrEqual(28);
      const more = page.getByRole('button', { name: /More/ });
      await more.click();
      await more.click();
      expect(await page.getByRole('textbox').or(page.getByRole('spinbutton')).first().inputValue()).toBe('2');
      // The consumer's theme reaches the page, and ticket-ui's stylesheet styles the parts with it.
      const expected = await page.locator('#expected').evaluate((el) => ({ ...(el as HTMLElement).dataset }));
      const brand = await page.locator('#brand-probe').evaluate((el) => getComputedStyle(el).color);
      const probe = await page.evaluate((hex) => {
        const el = document.createElement('i');
        el.style.color = hex;
        document.body.append(el);
        return getComputedStyle(el).color;
      }, expected.brand ?? '');
      expect(brand).toBe(probe);
      const tap = await more.evaluate((el) => getComputedStyle(el).minHeight);
      expect(tap).toBe(
        expected.tapTarget?.replace(/^(\d+(\.\d+)?)rem$/, (_, rem) => `${Number(rem) * 16}px`),
      );
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  });
});
