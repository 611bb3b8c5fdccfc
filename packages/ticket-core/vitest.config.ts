import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'ticket-core', include: ['src/**/*.test.ts'], environment: 'node' },
});
