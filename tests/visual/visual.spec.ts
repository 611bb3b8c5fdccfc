import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { themes } from '../../tenants/themes.ts';
import { type StorybookIndex, storyMatrix } from './storyMatrix.ts';

const index = JSON.parse(
  readFileSync(
    resolve(
      process.env.VISUAL_STORYBOOK_DIR ?? resolve(import.meta.dirname, '../../storybook-static'),
      'index.json',
    ),
    'utf8',
  ),
) as StorybookIndex;

const shots = storyMatrix(index, Object.keys(themes));

/**
 * One page for the whole run: each story still loads fresh (page.goto), but Storybook's bundle comes
 * from the warm HTTP cache, which keeps the run within its time budget.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        deviceScaleFactor: 1,
        locale: 'ja-JP',
        timezoneId: 'Asia/Tokyo',
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
const storyIds = [...new Set(shots.map((shot) => shot.storyId))];

/** Switches the open story's tenant theme through Storybook's channel and waits for the re-render. */
async function switchTheme(page: Page, theme: string) {
  await page.evaluate(
    (theme) =>
      new Promise<void>((done, fail) => {
        const channel = (window as unknown as Record<string, StorybookChannel>).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('no Storybook channel');
        channel.once('storyRendered', () => done());
        channel.once('storyErrored', (error) => fail(new Error(JSON.stringify(error))));
        channel.emit('updateGlobals', { globals: { theme } });
      }),
    theme,
  );
}

interface StorybookChannel {
  once(event: string, listener: (payload?: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Waits until the open story has finished rendering, its play function included: the canvas shows
 * before a play function (typing a ticket number, say) has run.
 */
async function storyCompleted(page: Page) {
  await page.waitForFunction(() => {
    const preview = (window as unknown as Record<string, { currentRender?: { phase?: string } }>)
      .__STORYBOOK_PREVIEW__;
    return preview?.currentRender?.phase === 'finished';
  });
}

/**
 * Waits for fonts, images and two frames, so the screenshot shows the settled story. A lazy image below
 * the viewport is not waited for: it does not load until scrolled to, so it is not in the shot either.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const belowView = (image: HTMLImageElement) =>
      image.loading === 'lazy' && image.getBoundingClientRect().top >= window.innerHeight;
    const shown = [...document.images].filter((image) => !belowView(image));
    await Promise.all(shown.map((image) => image.decode().catch(() => {})));
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}

for (const storyId of storyIds) {
  test(storyId, async ({ storyPage: page }) => {
    let openTheme: string | undefined;
    for (const shot of shots.filter((s) => s.storyId === storyId)) {
      await page.setViewportSize({ width: shot.viewport.width, height: shot.viewport.height });
      if (openTheme === undefined) {
        await page.goto(shot.path);
        await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay');
        await expect(page.locator('body'), `${storyId} renders without error`).toHaveClass(/sb-show-main/);
        await storyCompleted(page);
      } else if (openTheme !== shot.theme) {
        await switchTheme(page, shot.theme);
      }
      openTheme = shot.theme;
      await settle(page);
      await expect.soft(page, shot.name).toHaveScreenshot(`${shot.name}.png`);
    }
  });
}
