/**
 * `pnpm start`: serves everything (API, tenant apps, the venue console, dev mailbox) on http://127.0.0.1:8080 (PORT
 * overrides) while it builds the tenant apps whose sources changed since their last build
 * (staleTenants.ts: a new tenant builds only its own app). The server starts beside the build: it
 * serves the apps already built at once and each rebuilt one as soon as its files are written (it reads
 * a site's files on each request; until then the site answers that it is not built). A failed build
 * stops the server; the server's end ends the build. New tenants (no app built yet) beside apps
 * already built are first built as a preview, without their first screen's server render (about half
 * the build), so they are served sooner, then in full; an app is stamped as built only in full.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { staleTenants, tenantHashes } from './staleTenants.ts';
import { tenantFolders } from './tenantRegistry.ts';

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, 'apps/storefront/dist');
const stampFile = join(distDir, '.source-hashes.json');
/** tsx's command line, run by this Node directly: no pnpm to start for each of the two programs. */
const tsx = join(createRequire(import.meta.url).resolve('tsx/package.json'), '../dist/cli.mjs');

const children = new Set<ChildProcess>();
/** Runs a TypeScript `script` in `cwd` beside this process; resolves with its exit code. */
function runScript(cwd: string, script: string, args: string[] = []) {
  const child = spawn(process.execPath, [tsx, script, ...args], { cwd: join(root, cwd), stdio: 'inherit' });
  children.add(child);
  return new Promise<number>((resolve) => {
    // A script that cannot start (its folder missing) fails like one that exits 1, not the whole start.
    child.on('error', (error) => {
      children.delete(child);
      console.error(`Could not run ${script} in ${cwd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });

const hashes = tenantHashes(root, tenantFolders(join(root, 'tenants')));
const built: Record<string, string> = existsSync(stampFile)
  ? JSON.parse(readFileSync(stampFile, 'utf8'))
  : {};
const stale = process.env.FORCE_BUILD === '1' ? Object.keys(hashes) : staleTenants(hashes, built, distDir);

// The venue console (one app for every venue) is built once when it never was, beside the rest.
const consoleDir = join(root, 'apps/console');
if (process.env.FORCE_BUILD === '1' || !existsSync(join(consoleDir, 'dist', 'index.html'))) {
  const vite = join(
    createRequire(join(consoleDir, 'package.json')).resolve('vite/package.json'),
    '../bin/vite.js',
  );
  void runScript('apps/console', vite, ['build', '--logLevel', 'warn']).then((status) => {
    if (status !== 0) console.error('The venue console did not build; /console/ says so until it does.');
  });
}

// The server's end (a port in use, a signal) is the end of `pnpm start`, a build running or not.
void runScript('apps/server', 'src/main.ts').then((status) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(status);
});
if (stale.length > 0) {
  console.log(
    `Building ${stale.length === Object.keys(hashes).length ? 'every tenant app' : stale.join(', ')} (sources changed since the last build)...`,
  );
  const build = async (args: string[]) => {
    const status = await runScript('apps/storefront', 'scripts/build.ts', args);
    if (status === 0) return;
    for (const child of children) child.kill('SIGTERM');
    process.exit(status);
  };
  // A fresh clone (nothing built) builds in full at once: previews of every app would only add time.
  const unbuilt = stale.filter((id) => !existsSync(join(distDir, id, 'index.html')));
  if (unbuilt.length > 0 && unbuilt.length < Object.keys(hashes).length)
    await build(['--preview', ...unbuilt]);
  await build(stale);
  writeFileSync(
    stampFile,
    JSON.stringify({ ...built, ...Object.fromEntries(stale.map((id) => [id, hashes[id]])) }),
  );
}
