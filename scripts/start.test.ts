import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tenantFolders } from './tenantRegistry.ts';
import { copyWorkspace, stampBuilt, tsx } from './workspaceCopy.ts';

const id = 'harbour-view';
const title = 'Harbour View Museum';
/** What each app built before the new tenant holds: start.ts reads only its stamp and index.html. */
const earlierBuild = '<!doctype html><title>Earlier</title><p>built before the new tenant</p>';

let copy: string;
let start: ChildProcess | undefined;
const dist = () => join(copy, 'apps/storefront/dist');

/**
 * The environment of a developer's shell, which may set NODE_ENV=development (the server's mode; the apps
 * are built for production all the same), without what the test runner adds.
 */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  return { ...env, NODE_ENV: 'development', ...extra };
}

/**
 * What `pnpm start` prints as it goes: its build starts, the new app's preview build ends, its full build
 * ends, the server listens (beside the builds).
 */
const milestones = {
  building: /^Building /m,
  previewed: /^built \S+ without its first-screen render in/m,
  built: /^built \S+ in/m,
  serving: /Serving \d+ tenants on/,
};

/**
 * Resolves with the server's URL once `pnpm start`'s output announces it, noting when each milestone
 * showed; rejects if start exits first.
 */
function served(
  child: ChildProcess,
  output: string[],
  seen: Partial<Record<keyof typeof milestones, number>>,
): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const text = output.join('');
      for (const [name, pattern] of Object.entries(milestones) as [keyof typeof milestones, RegExp][])
        if (seen[name] === undefined && pattern.test(text)) seen[name] = performance.now();
      const url = /Serving \d+ tenants on (http:\/\/[\w.:]+)/.exec(text)?.[1];
      if (url) resolveUrl(url);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`pnpm start exited with ${code}:\n${output.join('')}`)));
  });
}

/**
 * The new site's home page once its preview is built: before, the server (listening beside the build)
 * answers that the site is not built. The first answer after the preview's end showed is the last.
 */
async function previewHome(url: string, seen: Partial<Record<keyof typeof milestones, number>>) {
  for (;;) {
    const buildEnded = seen.previewed !== undefined;
    const home = await fetch(`${url}/${id}/`);
    if (home.status === 200 || buildEnded) return home;
    await home.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The build stamps, once `pnpm start` wrote them after its full build (a moment after its last line). */
async function stampsOnceWritten(): Promise<Record<string, string>> {
  const file = join(dist(), '.source-hashes.json');
  for (let tries = 0; ; tries += 1) {
    const stamps = JSON.parse(readFileSync(file, 'utf8'));
    if (id in stamps || tries === 50) return stamps;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'start-new-tenant-'));
  copyWorkspace(copy);
  // Every existing tenant's app as `pnpm start` left it: built, stamped with its sources' hash.
  stampBuilt(copy, earlierBuild);
});

afterAll(() => {
  // start.ts, pnpm and the server share one process group.
  if (start?.pid && start.exitCode === null) process.kill(-start.pid, 'SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

it('serves the apps built before at once, a new tenant as soon as its preview is built, then its full build', async () => {
  const others = tenantFolders(join(copy, 'tenants'));
  const before = others.map((tenant) => statSync(join(dist(), tenant, 'index.html')).mtimeMs);
  const started = performance.now();

  const scaffold = spawnSync(
    process.execPath,
    [tsx, 'scripts/new-tenant.ts', id, '--title-ja', title, '--title', title],
    { cwd: copy, encoding: 'utf8' },
  );
  expect(scaffold.stderr).toBe('');
  expect(scaffold.status).toBe(0);
  const scaffolded = performance.now();

  const output: string[] = [];
  start = spawn(process.execPath, [tsx, 'scripts/start.ts'], {
    cwd: copy,
    detached: true,
    env: shellEnv({ PORT: '0', SQLITE_PATH: join(copy, 'data/venue.sqlite') }),
  });
  const seen: Partial<Record<keyof typeof milestones, number>> = {};
  const url = await served(start, output, seen);
  // The apps built before are served while the new one builds.
  const other = await fetch(`${url}/${others[0]}/`);
  const otherServedDuringBuild = seen.previewed === undefined;
  const home = await previewHome(url, seen);
  const at = (time = performance.now()) => `${((time - scaffolded) / 1000).toFixed(1)} s`;
  console.log(
    `new tenant scaffolded in ${((scaffolded - started) / 1000).toFixed(1)} s, then pnpm start: ` +
      `building at ${at(seen.building)}, preview built at ${at(seen.previewed)}, ` +
      `listening at ${at(seen.serving)}, home page served at ${at()}`,
  );
  const homeText = await home.text();
  // Then the full build, with the first screen's server render, replaces the preview, which is served
  // until then: the build is swapped in whole, its folder is never emptied under the server.
  const answersDuringFullBuild = new Set<number>();
  while (seen.built === undefined) {
    const during = await fetch(`${url}/${id}/`);
    await during.arrayBuffer();
    answersDuringFullBuild.add(during.status);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const full = await fetch(`${url}/${id}/`);
  console.log(`full build at ${at(seen.built)}`);

  expect(other.status).toBe(200);
  expect(await other.text()).toContain('<p>built before the new tenant</p>');
  expect(otherServedDuringBuild).toBe(true);
  expect(home.status).toBe(200);
  expect(homeText).toContain(title);
  expect(homeText).not.toContain('data-prerendered=');
  expect([...answersDuringFullBuild].filter((status) => status !== 200)).toEqual([]);
  expect(full.status).toBe(200);
  expect(await full.text()).toContain('data-prerendered=');
  // The shell's NODE_ENV=development is the server's mode, and the app is built for production all the same.
  const assets = join(dist(), id, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes('jsxDEV'))).toEqual([]);
  const log = output.join('');
  expect(log).toContain('in development mode');
  expect(log).toContain(`Building ${id} (sources changed since the last build)`);
  expect(log.match(/^built .+ in/gm)).toEqual([
    `built ${id} without its first-screen render in`,
    `built ${id} in`,
  ]);
  expect(others.map((tenant) => readFileSync(join(dist(), tenant, 'index.html'), 'utf8'))).toEqual(
    others.map(() => earlierBuild),
  );
  expect(others.map((tenant) => statSync(join(dist(), tenant, 'index.html')).mtimeMs)).toEqual(before);
  const stamps = await stampsOnceWritten();
  expect(Object.keys(stamps).sort()).toEqual([...others, id].sort());
}, 240_000);
