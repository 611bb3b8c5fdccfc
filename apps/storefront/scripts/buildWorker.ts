/**
 * One build process of scripts/build.ts: builds the tenants it is sent, one at a time, into its own
 * staging folder inside dist/, and swaps each app (and its render bundle, dist/.render/<tenant>/) in by
 * renames (swapInBuild.ts), so a server reading dist/ meanwhile never finds an app's folder emptied.
 * It answers each tenant with `{ built }` or `{ failed }` and removes its staging folder when told to stop.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { BuildReply, BuildRequest } from './buildMessages.ts';
import { swapInBuild } from './swapInBuild.ts';

// Vite builds for development (React's development build, development JSX, unminified CSS) when NODE_ENV
// is set and is not `production`. The server serves the same built apps in both of its modes, and
// `pnpm start` rebuilds an app only when its sources change, so the apps may not depend on the mode of
// the shell that built them: a development shell's build would stay served in production.
process.env.NODE_ENV = 'production';
const preview = process.env.STOREFRONT_PREVIEW === '1';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** This process's own staging folder (vite.config.ts reads it), dot-named so nothing takes it for a site. */
const staging = join(dist, `.building-${process.pid}`);
process.env.STOREFRONT_OUT_DIR = staging;
const removeStaging = () => rmSync(staging, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    removeStaging();
    process.exit(1);
  });

const reply = (message: BuildReply) => process.send?.(message);

process.on('message', async (request: BuildRequest) => {
  if (request.stop) {
    removeStaging();
    process.disconnect();
    return;
  }
  try {
    reply({ built: request.tenant, ms: await buildTenant(request.tenant) });
  } catch (error) {
    console.error(error);
    reply({ failed: request.tenant });
  }
});
reply({ ready: true });

async function buildTenant(id: string): Promise<number> {
  process.env.TENANT = id;
  const started = performance.now();
  await build({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'warn',
  });
  for (const folder of [id, join('.render', id)])
    swapInBuild(join(staging, folder), join(dist, folder), join(staging, '.replaced', folder));
  const what = preview ? `${id} without its first-screen render` : id;
  const ms = Math.round(performance.now() - started);
  console.log(`built ${what} in ${ms} ms`);
  return ms;
}
