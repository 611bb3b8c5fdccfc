/**
 * Which tenant apps `pnpm start` must rebuild: each app's hash covers the sources every app is built
 * from and its own tenant folder, so a new or edited tenant rebuilds only its app and a change to the
 * shared code rebuilds them all. The hashes of the last builds are kept beside the apps in dist/.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What every tenant app is built from, relative to the workspace root. */
export const sharedSources = [
  'apps/storefront/src',
  'apps/storefront/plugins',
  'apps/storefront/scripts/build.ts',
  'apps/storefront/scripts/buildWorker.ts',
  'apps/storefront/index.html',
  'apps/storefront/tickets',
  'apps/storefront/vite.config.ts',
  'packages/ticket-ui/src',
  'packages/ticket-core/src',
  'packages/first-screen/src',
];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    yield* files(join(path, entry));
  }
}

function hashOf(root: string, paths: readonly string[], seed = ''): string {
  const hash = createHash('sha256').update(seed);
  for (const path of paths) {
    for (const file of files(join(root, path))) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Each tenant's source hash: the shared sources and tenants/<id>/. */
export function tenantHashes(root: string, ids: readonly string[]): Record<string, string> {
  const shared = hashOf(root, sharedSources);
  return Object.fromEntries(ids.map((id) => [id, hashOf(root, [`tenants/${id}`], shared)]));
}

/** The tenants whose app is missing from `distDir` or was built from other sources than now. */
export function staleTenants(
  hashes: Record<string, string>,
  built: Record<string, string>,
  distDir: string,
): string[] {
  return Object.keys(hashes).filter(
    (id) => built[id] !== hashes[id] || !existsSync(join(distDir, id, 'index.html')),
  );
}
