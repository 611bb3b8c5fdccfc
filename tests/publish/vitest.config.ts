import { defineProject } from 'vitest/config';

/** Run after `pnpm build` (scripts/test.sh does): it packs the built packages as they would publish. */
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'publish',
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
