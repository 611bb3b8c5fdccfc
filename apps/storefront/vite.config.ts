import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const tenantsDir = fileURLToPath(new URL('../../tenants/', import.meta.url));

/**
 * `virtual:tenant-config` as plain data: the tenant's `defineTenant` call (and its zod checks) runs here
 * at build time, so the browser receives the checked config without the validator.
 */
function tenantConfig(tenantFile: string): Plugin {
  const id = 'virtual:tenant-config';
  return {
    name: 'venue-tenant-config',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      this.addWatchFile(tenantFile);
      const { module } = await runnerImport<{ default: unknown }>(tenantFile, { configFile: false });
      return `export default ${JSON.stringify(module.default)};`;
    },
  };
}

/**
 * One static app per tenant: TENANT picks the tenant folder whose config and theme are aliased in,
 * so each app contains only its own theme, config and assets.
 */
export default defineConfig(() => {
  const tenant = process.env.TENANT ?? 'demo';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: './',
    plugins: [tenantConfig(`${tenantsDir}${tenant}/tenant.ts`), vanillaExtractPlugin(), react()],
    resolve: {
      alias: {
        'virtual:tenant-theme': `${tenantsDir}${tenant}/theme.css.ts`,
        'virtual:tenant-assets': `${tenantsDir}${tenant}/assets`,
      },
    },
    build: {
      outDir: `dist/${tenant}`,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      rollupOptions: {
        input: {
          main: fileURLToPath(new URL('index.html', import.meta.url)),
          tickets: fileURLToPath(new URL('tickets/index.html', import.meta.url)),
        },
      },
    },
    server: { port: 5173 },
  };
});
