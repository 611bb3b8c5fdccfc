import { defineConfig } from 'vitest/config';

// One test run for the whole workspace; each package adds its own project config.
export default defineConfig({
  test: {
    // Two test files at a time even on two cores: the server's files mostly wait on HTTP and the database
    // (each has its own port and schema), which left one worker's core idle half the run.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tenants/vitest.config.ts',
      'tests/visual/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/ticket-core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
