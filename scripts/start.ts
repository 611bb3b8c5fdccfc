/**
 * `pnpm start`: builds the tenant apps when their sources changed since the last build, then serves
 * everything (API, tenant apps, dev mailbox) on http://127.0.0.1:8080 (PORT overrides).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'apps/storefront/src',
  'apps/storefront/index.html',
  'apps/storefront/tickets',
  'apps/storefront/vite.config.ts',
  'packages/ticket-ui/src',
  'packages/ticket-core/src',
  'tenants',
];
const stampFile = join(root, 'apps/storefront/dist/.source-hash');

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

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const hash = sourceHash();
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== hash || process.env.FORCE_BUILD === '1') {
  console.log('Building the tenant apps (sources changed since the last build)...');
  run('pnpm', ['--filter', '@venue/storefront', 'build']);
  writeFileSync(stampFile, hash);
}
run('pnpm', ['--filter', '@venue/server', 'start']);
