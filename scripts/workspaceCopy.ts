import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tenantHashes } from './staleTenants.ts';
import { tenantFolders } from './tenantRegistry.ts';

const repo = resolve(import.meta.dirname, '..');

/** tsx's command line, to run a script of the workspace (or of a copy of it) with Node. */
export const tsx = join(repo, 'node_modules/tsx/dist/cli.mjs');

/**
 * A copy of the workspace as far as `pnpm new-tenant`, `pnpm catalogue` and `pnpm start` use it: the
 * tenants, the storefront, the console, the server and the packages are copied (their node_modules as pnpm's relative
 * links, so `@venue/tenants` is the copy's), the installed modules are linked. The packages are copied
 * rather than linked: vanilla-extract compiles their `.css.ts` files by path within the app's root.
 */
export function copyWorkspace(target: string) {
  const copyOf = (path: string, skip: string[] = []) =>
    cpSync(join(repo, path), join(target, path), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !skip.some((name) => source.startsWith(join(repo, path, name))),
    });
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json']) copyOf(file);
  for (const file of ['start.ts', 'staleTenants.ts', 'tenantRegistry.ts', 'new-tenant.ts'])
    copyOf(`scripts/${file}`);
  copyOf('tenants');
  copyOf('apps/storefront', ['dist', 'node_modules/.vite']);
  copyOf('apps/console', ['dist', 'node_modules/.vite']);
  copyOf('apps/server', ['data']);
  symlinkSync(join(repo, 'node_modules'), join(target, 'node_modules'));
  for (const name of ['ticket-core', 'ticket-ui', 'first-screen']) copyOf(`packages/${name}`, ['dist']);
}

/**
 * Marks every tenant app of the copy as built by an earlier `pnpm start` (an `index.html` holding
 * `html`, stamped with its sources' hash), so the next start builds only tenants added since.
 */
export function stampBuilt(copy: string, html: string): string[] {
  const dist = join(copy, 'apps/storefront/dist');
  const ids = tenantFolders(join(copy, 'tenants'));
  for (const tenant of ids) {
    mkdirSync(join(dist, tenant), { recursive: true });
    writeFileSync(join(dist, tenant, 'index.html'), html);
  }
  writeFileSync(join(dist, '.source-hashes.json'), JSON.stringify(tenantHashes(copy, ids)));
  return ids;
}
