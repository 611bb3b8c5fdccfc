import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  // Component tests list two venues instead of the build's list from tenants/.
  resolve: {
    alias: {
      'virtual:console-venues': fileURLToPath(new URL('./src/venues/testVenues.ts', import.meta.url)),
    },
  },
  test: {
    name: 'console',
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
