/**
 * Builds one static app per registered tenant into dist/<tenant>/, one after another.
 * `pnpm build` builds all; `pnpm build demo kyoto` builds only those.
 */
import { tenants } from '@venue/tenants';
import { build } from 'vite';

const requested = process.argv.slice(2);
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
  console.log(`built ${id} in ${Math.round(performance.now() - started)} ms`);
}
