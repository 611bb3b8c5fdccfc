import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'visual', include: ['*.test.ts'], environment: 'node' },
});
