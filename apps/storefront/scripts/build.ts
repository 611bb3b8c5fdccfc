/**
 * Builds one static app per registered tenant into dist/<tenant>/, one after another.
 * `pnpm build` builds all; `pnpm build demo kyoto` builds only those. `--preview` builds them without
 * their first screen's server render (plugins/prerenderFirstScreen.ts), about half the time: the page
 * then renders in the browser only, and the server keeps it as built (it has no render bundle).
 * Each app is built into a staging folder inside dist/ and then swapped in by renames (swapInBuild.ts),
 * its render bundle (dist/.render/<tenant>/) with it, so a server reading dist/ while a build replaces an
 * app (`pnpm start`'s full build after a preview) never finds the app's folder emptied.
 * The apps are production builds whatever NODE_ENV this runs under (see `process.env.NODE_ENV` below).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tenants } from '@venue/tenants';
import { build } from 'vite';
import { swapInBuild } from './swapInBuild.ts';

// Vite builds for development (React's development build, development JSX, unminified CSS) when NODE_ENV
// is set and is not `production`. The server serves the same built apps in both of its modes, and
// `pnpm start` rebuilds an app only when its sources change, so the apps may not depend on the mode of
// the shell that built them: a development shell's build would stay served in production.
process.env.NODE_ENV = 'production';
const preview = process.argv.includes('--preview');
const requested = process.argv.slice(2).filter((arg) => arg !== '--preview');
if (preview) process.env.STOREFRONT_PREVIEW = '1';
const ids = requested.length > 0 ? requested : Object.keys(tenants);
const unknown = ids.filter((id) => !(id in tenants));
if (unknown.length > 0) {
  console.error(`Unknown tenant(s): ${unknown.join(', ')}`);
  process.exit(1);
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** This build's own staging folder (vite.config.ts reads it), dot-named so nothing takes it for a site. */
const staging = join(dist, `.building-${process.pid}`);
process.env.STOREFRONT_OUT_DIR = staging;
const removeStaging = () => rmSync(staging, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    removeStaging();
    process.exit(1);
  });

try {
  for (const id of ids) await buildTenant(id);
} finally {
  removeStaging();
}

async function buildTenant(id: string) {
  process.env.TENANT = id;
  const started = performance.now();
  await build({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'warn',
  });
  for (const folder of [id, join('.render', id)])
    swapInBuild(join(staging, folder), join(dist, folder), join(staging, '.replaced', folder));
  const what = preview ? `${id} without its first-screen render` : id;
  console.log(`built ${what} in ${Math.round(performance.now() - started)} ms`);
}
