/**
 * Builds one static app per registered tenant into dist/<tenant>/, one after another.
 * `pnpm build` builds all; `pnpm build demo kyoto` builds only those. `--preview` builds them without
 * their first screen's server render (plugins/prerenderFirstScreen.ts), about half the time: the page
 * then renders in the browser only, and the server keeps it as built (it has no render bundle).
 */
import { tenants } from '@venue/tenants';
import { build } from 'vite';

const preview = process.argv.includes('--preview');
const requested = process.argv.slice(2).filter((arg) => arg !== '--preview');
if (preview) process.env.STOREFRONT_PREVIEW = '1';
const ids = requested.length > 0 ? requested : Object.keys(tenants);
const unknown = ids.filter((id) => !(id in tenants));
if (unknown.length > 0) {
  console.error(`Unknown tenant(s): ${unknown.join(', ')}`);
  process.exit(1);
}

for (const id of ids) {
  process.env.TENANT = id;
  const started = performance.now();
  await build({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'warn',
  });
  const what = preview ? `${id} without its first-screen render` : id;
  console.log(`built ${what} in ${Math.round(performance.now() - started)} ms`);
}
