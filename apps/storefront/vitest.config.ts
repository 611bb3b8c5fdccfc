import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const demo = fileURLToPath(new URL('../../tenants/demo/', import.meta.url));

export default defineProject({
  // Unit tests run against the demo tenant's config, as its app build would.
  resolve: { alias: { 'virtual:tenant-config': `${demo}tenant.ts` } },
  test: {
    name: 'storefront',
    // Rendering and contrast checks take seconds on a busy 2-core machine; 5 s made them flaky.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'happy-dom',
  },
});
