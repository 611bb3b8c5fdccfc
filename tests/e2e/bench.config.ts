import { defineConfig } from '@playwright/test';
import config from './playwright.config.ts';

/**
 * The browser benchmarks (`*.bench.ts`, `pnpm bench:gate-camera`): the e2e config's browser and its main
 * server only, one test at a time, printing what they measure.
 */
const [mainServer] = [config.webServer].flat();
export default defineConfig({
  ...config,
  testMatch: '**/*.bench.ts',
  workers: 1,
  reporter: [['line']],
  projects: [{ name: 'bench' }],
  webServer: mainServer ? [mainServer] : [],
});
