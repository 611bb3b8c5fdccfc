import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'storefront', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
