import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const demo = fileURLToPath(new URL('../../tenants/demo/', import.meta.url));

export default defineProject({
  // Unit tests run against the demo tenant's config, as its app build would.
  resolve: { alias: { 'virtual:tenant-config': `${demo}tenant.ts` } },
  test: {
    name: 'storefront',
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    environment: 'happy-dom',
  },
});
