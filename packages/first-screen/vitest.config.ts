import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'first-screen', include: ['src/**/*.test.ts'], environment: 'node' },
});
