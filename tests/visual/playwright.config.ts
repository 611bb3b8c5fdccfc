import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The static Storybook server's port; VISUAL_PORT moves it so two runs on one machine don't collide. */
const port = Number(process.env.VISUAL_PORT ?? 6007);
/** Where the baselines are; the report test points it at a scratch copy. */
const baselines = process.env.VISUAL_BASELINES_DIR ?? '{testDir}/__screenshots__';
/** The HTML report (baseline, actual and diff of each failing shot), written on every run. */
export const reportDir = resolve(
  import.meta.dirname,
  process.env.VISUAL_REPORT_DIR ?? '../../test-results/visual-report',
);

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: `${baselines}/{arg}{ext}`,
  outputDir: '../../test-results/visual',
  // Two browsers, each with its own page, take the stories in turn: the run is bound by rendering.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 120_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: reportDir, open: 'never' }],
    ['./reportLocation.ts', { reportDir }],
  ],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0,
      maxDiffPixels: 16,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --import tsx staticServer.ts ${port}`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
