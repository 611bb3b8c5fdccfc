import { defineConfig } from '@playwright/test';

/** The static Storybook server's port; VISUAL_PORT moves it so two runs on one machine don't collide. */
const port = Number(process.env.VISUAL_PORT ?? 6007);

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
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
