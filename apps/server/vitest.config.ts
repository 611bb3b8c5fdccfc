import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['testing/clockSetup.ts'],
    testTimeout: 30_000,
    // The files share one module graph a worker: each starts its own server on its own database (schema or
    // file) and the clock is set anew before each (setupFiles), so nothing a file needs is kept in a module.
    // Importing the server once a worker instead of once a file: 369 -> 314 s for the project on two cores.
    isolate: false,
    hookTimeout: 60_000,
  },
});
