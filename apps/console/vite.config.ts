import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { TenantConfig } from '@venue/ticket-core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { offlinePlugin } from './offlinePlugin.ts';
import type { ConsoleVenue } from './src/venues/venue.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** react-router's production build (its package exports name only the development one), as the storefront takes it. */
const reactRouterDist = join(
  realpathSync(fileURLToPath(new URL('node_modules/react-router-dom', import.meta.url))),
  '../react-router/dist/production/',
);

/**
 * `virtual:console-venues`: every venue's id, titles and languages, read from tenants/ at build time, so
 * the console ships the list without the tenants' configs or their validator.
 */
function consoleVenues(): Plugin {
  const id = 'virtual:console-venues';
  return {
    name: 'venue-console-venues',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const { module } = await runnerImport<{ tenants: Record<string, TenantConfig> }>(
        fileURLToPath(new URL('../../tenants/index.ts', import.meta.url)),
        { configFile: false },
      );
      const venues: ConsoleVenue[] = Object.values(module.tenants).map((tenant) => ({
        id: tenant.id,
        title: tenant.title.default,
        titleJa: tenant.title.ja,
      }));
      return `export default ${JSON.stringify(venues)};`;
    },
  };
}

/** The console: one app for every venue, served by the server at `/console/`; each venue's theme loads on demand. */
export default defineConfig(async () => {
  const { module: core } = await runnerImport<typeof import('@venue/ticket-core')>('@venue/ticket-core', {
    configFile: false,
    root,
  });
  return {
    root,
    base: '/console/',
    // Each answer of the server puts its own CSP nonce here (apps/server/src/pages/console.ts).
    html: { cspNonce: core.cspNoncePlaceholder },
    plugins: [consoleVenues(), vanillaExtractPlugin(), react(), offlinePlugin('/console/')],
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
        { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
      ],
    },
    build: { outDir: join(root, 'dist'), emptyOutDir: true, target: 'es2022' },
    server: { port: 5174 },
  };
});
