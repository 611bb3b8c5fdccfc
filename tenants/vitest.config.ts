import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: { name: 'tenants', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'], environment: 'node' },
});
