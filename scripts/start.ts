/**
 * `pnpm start`: builds the tenant apps whose sources changed since their last build (staleTenants.ts:
 * a new tenant builds only its own app), then serves
 * everything (API, tenant apps, dev mailbox) on http://127.0.0.1:8080 (PORT overrides).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { staleTenants, tenantHashes } from './staleTenants.ts';
import { tenantFolders } from './tenantRegistry.ts';

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, 'apps/storefront/dist');
const stampFile = join(distDir, '.source-hashes.json');

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const hashes = tenantHashes(root, tenantFolders(join(root, 'tenants')));
const built: Record<string, string> = existsSync(stampFile)
  ? JSON.parse(readFileSync(stampFile, 'utf8'))
  : {};
const stale = process.env.FORCE_BUILD === '1' ? Object.keys(hashes) : staleTenants(hashes, built, distDir);
if (stale.length > 0) {
  console.log(
    `Building ${stale.length === Object.keys(hashes).length ? 'every tenant app' : stale.join(', ')} (sources changed since the last build)...`,
  );
  run('pnpm', ['--filter', '@venue/storefront', 'build', ...stale]);
  writeFileSync(
    stampFile,
    JSON.stringify({ ...built, ...Object.fromEntries(stale.map((id) => [id, hashes[id]])) }),
  );
}
run('pnpm', ['--filter', '@venue/server', 'start']);
