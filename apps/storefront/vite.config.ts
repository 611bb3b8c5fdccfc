import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { renderBundleDir } from '@venue/first-screen/contract';
import { firstScreenChunks, icuWarmUp, prerenderFirstScreen } from '@venue/first-screen/vite';
import type { TenantConfig } from '@venue/ticket-core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { firstScreenLayout } from './plugins/firstScreens.ts';
import { seoHead } from './plugins/seoHead.ts';
import { siteIcons } from './plugins/siteIcons.ts';
import { tenantPage } from './plugins/tenantPage.ts';
import { ticketsPage, ticketsPageInput } from './plugins/ticketsPage.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * react-router 7 names only its development build in its package exports (warnings and all, remix-run/
 * react-router#12532, #14102); the storefront's bundle takes the production build beside it.
 */
const reactRouterDist = join(
  realpathSync(fileURLToPath(new URL('node_modules/react-router-dom', import.meta.url))),
  '../react-router/dist/production/',
);
const tenantsDir = fileURLToPath(new URL('../../tenants/', import.meta.url));
/**
 * Where a build writes the app (`<tenant>/`) and its first screen's render bundle (`.render/<tenant>/`):
 * dist/, or the staging folder scripts/build.ts names in STOREFRONT_OUT_DIR and swaps them in from.
 */
const outRoot = process.env.STOREFRONT_OUT_DIR ?? join(root, 'dist');

/**
 * `virtual:tenant-config` as plain data: the tenant's `defineTenant` call (and its zod checks) ran at
 * build time, so the browser receives the checked config without the validator.
 */
function tenantConfig(tenant: TenantConfig): Plugin {
  const id = 'virtual:tenant-config';
  return {
    name: 'venue-tenant-config',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(tenant)};` : undefined),
  };
}

/**
 * One static app per tenant: TENANT picks the tenant folder whose config and theme are aliased in,
 * so each app contains only its own theme, config and assets.
 */
export default defineConfig(async ({ isSsrBuild }) => {
  const id = process.env.TENANT ?? 'demo';
  const tenantDir = `${tenantsDir}${id}/`;
  const { module } = await runnerImport<{ default: TenantConfig }>(`${tenantDir}tenant.ts`, {
    configFile: false,
  });
  const tenant = module.default;
  // The workspace packages are TypeScript sources, so the config reads core through Vite as well.
  const { module: core } = await runnerImport<typeof import('@venue/ticket-core')>('@venue/ticket-core', {
    configFile: false,
    root,
  });
  // The requests each page's app starts before its first render (main.tsx: the texts; the order
  // screen's catalogQueries.ts: products and settings), in the default language: the page asks for
  // them as it loads, beside the scripts. tests/e2e/firstRequests.e2e.ts checks the app takes them.
  const api = core.siteRootPath(tenant.id);
  const lang = tenant.defaultLanguage;
  const texts = `${api}${core.routes.getTexts.path}?lang=${lang}`;
  // The language list decides a first visit's language (src/i18n/startLanguage.ts).
  const langs = `${api}${core.routes.getLangs.path}`;
  const firstRequests = {
    'index.html': [
      langs,
      `${api}${core.routes.getProducts.path}?lang=${lang}`,
      `${api}${core.routes.getConfigurations.path}`,
      texts,
    ],
    [ticketsPageInput]: [langs, texts],
  };
  return {
    root,
    base: './',
    // Each answer of the server puts its own CSP nonce here (apps/server/src/pages/storefront.ts).
    html: { cspNonce: core.cspNoncePlaceholder },
    plugins: [
      tenantConfig(tenant),
      ticketsPage(root),
      // A preview build (STOREFRONT_PREVIEW=1, scripts/build.ts --preview) goes without it.
      ...(process.env.STOREFRONT_PREVIEW === '1'
        ? []
        : [
            prerenderFirstScreen({
              configFile: fileURLToPath(import.meta.url),
              root,
              entry: 'src/prerender.tsx',
              renderDir: join(outRoot, renderBundleDir(id)),
            }),
          ]),
      firstScreenChunks(root, firstScreenLayout),
      ...tenantPage(tenant, tenantDir, root, firstRequests),
      icuWarmUp(root),
      seoHead(tenant, tenantDir, root),
      siteIcons(tenant, tenantDir, root),
      // react-aria's own strings (calendar, number field…) only in the tenant's languages.
      optimizeLocales.vite({ locales: tenant.languages.map(core.intlLocale) }),
      vanillaExtractPlugin(),
      react(),
    ],
    resolve: {
      alias: [
        { find: 'virtual:tenant-theme', replacement: `${tenantDir}theme.css.ts` },
        { find: 'virtual:tenant-assets', replacement: `${tenantDir}assets` },
        { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
        { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
      ],
    },
    // The first screen's server render (`prerenderFirstScreen`) names its own entry and output; the
    // client build's chunk groups come from `firstScreenChunks`.
    build: isSsrBuild
      ? { target: 'node20' }
      : {
          outDir: join(outRoot, id),
          emptyOutDir: true,
          target: 'es2022',
          manifest: true,
          rollupOptions: {
            input: {
              main: fileURLToPath(new URL('index.html', import.meta.url)),
              tickets: join(root, ticketsPageInput),
            },
          },
        },
    server: { port: 5173 },
  };
});
