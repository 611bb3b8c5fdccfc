import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const tenantsDir = fileURLToPath(new URL('../../tenants/', import.meta.url));

/**
 * One static app per tenant: TENANT picks the tenant folder whose config and theme are aliased in,
 * so each app contains only its own theme, config and assets.
 */
export default defineConfig(() => {
  const tenant = process.env.TENANT ?? 'demo';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: './',
    plugins: [vanillaExtractPlugin(), react()],
    resolve: {
      alias: {
        'virtual:tenant-config': `${tenantsDir}${tenant}/tenant.ts`,
        'virtual:tenant-theme': `${tenantsDir}${tenant}/theme.css.ts`,
        'virtual:tenant-assets': `${tenantsDir}${tenant}/assets`,
      },
    },
    build: {
      outDir: `dist/${tenant}`,
      emptyOutDir: true,
      target: 'es2022',
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
