/**
 * `pnpm chromatic`: builds Storybook and uploads it to Chromatic, with the project token from
 * CHROMATIC_PROJECT_TOKEN. Without the token, or when Chromatic does not answer within a few seconds,
 * it says so in one line and exits 2 at once (the CLI alone keeps retrying for minutes offline).
 * Arguments after `pnpm chromatic` go to the CLI, e.g. `pnpm chromatic --only-changed`.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
/** Chromatic's API; the CLI reads the same variable. */
const indexUrl = process.env.CHROMATIC_INDEX_URL ?? 'https://index.chromatic.com';
const probeTimeoutMs = 5000;

function stop(message: string): never {
  console.error(`chromatic: ${message}`);
  process.exit(2);
}

/** Why a request failed, in a few words: the system's error code, or a timeout. */
function reason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer in ${probeTimeoutMs / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  stop(
    'CHROMATIC_PROJECT_TOKEN is not set (the project token from chromatic.com, Manage > Configure); nothing uploaded',
  );
}
try {
  // Any answer, even an error status, means the service is reachable.
  await fetch(indexUrl, { method: 'HEAD', signal: AbortSignal.timeout(probeTimeoutMs) });
} catch (error) {
  stop(`cannot reach ${indexUrl} (${reason(error)}); nothing uploaded, try again when online`);
}

run('pnpm', ['build-storybook', '--quiet']);
run('pnpm', [
  'exec',
  'chromatic',
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
]);
