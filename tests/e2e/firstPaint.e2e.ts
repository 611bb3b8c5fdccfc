import type { Page } from '@playwright/test';
import entryTexts from '../../apps/storefront/src/i18n/messages/entry/en.ts';
import pageTexts from '../../apps/storefront/src/i18n/messages/pages/en.ts';
import { tenants } from '../../tenants/index.ts';
import { expect, test } from './fixtures.ts';
import { layoutShifts, recordLayoutShifts } from './layoutShifts.ts';
import { slowDocumentProxy } from './slowDocument.ts';

type Texts = Record<string, string>;

/** The bundled texts of one language, both groups. */
async function textsOf(language: string): Promise<Texts> {
  if (language === 'en') return { ...entryTexts, ...pageTexts };
  const [entry, pages] = await Promise.all([
    import(`../../apps/storefront/src/i18n/messages/entry/${language}.ts`),
    import(`../../apps/storefront/src/i18n/messages/pages/${language}.ts`),
  ]);
  return { ...entry.default, ...pages.default };
}

/** The heading of a site's first screen in its default language: its order screen, or its member login. */
async function firstHeading(id: string): Promise<string> {
  const config = tenants[id];
  if (!config) throw new Error(`no tenant ${id}`);
  const texts = await textsOf(config.defaultLanguage);
  const key = config.pageSequence[0] === 'membership-login' ? 'membership.title' : 'order.title';
  const heading = texts[key];
  if (!heading) throw new Error(`no ${key} in ${config.defaultLanguage}`);
  return heading;
}

test.describe('first paint from HTML', () => {
  test.describe('without JavaScript, each site shows its first screen', () => {
    test.use({ javaScriptEnabled: false });
    for (const id of Object.keys(tenants)) {
      test(id, async ({ page }) => {
        await page.goto(`/${id}/`);
        await expect(page.getByRole('heading', { level: 1, name: await firstHeading(id) })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
      });
    }

    // The server writes the catalogue into the page: the product cards paint before any script.
    for (const lang of ['ja', 'en']) {
      test(`demo's products in ${lang}, with their 'from' prices`, async ({ page, request }) => {
        const products = (await (await request.get(`/demo/api/v1/products?lang=${lang}`)).json()) as {
          name: string;
        }[];
        await page.goto(`/demo/?lang=${lang}`);
        const cards = page.locator('[data-step=product] label');
        await expect(cards).toHaveText(products.map((product) => new RegExp(product.name)));
        await expect(cards.first()).toContainText(lang === 'ja' ? '円〜' : 'from ¥');
      });
    }
  });

  /**
   * The page's script errors and console errors (a hydration mismatch is reported as both), but for
   * requests the network refused (the tag manager's host, missing product images), and whether the
   * built-in main element is still the one shown (a failed hydration renders the page anew).
   */
  async function watch(page: Page) {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
        errors.push(message.text());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { builtMain: Element | null }).builtMain = document.querySelector('main');
      });
    });
    return {
      errors,
      builtMainKept: () =>
        page.evaluate(() => {
          const built = (window as unknown as { builtMain: Element | null }).builtMain;
          return built !== null && built === document.querySelector('main');
        }),
    };
  }

  for (const id of ['demo', 'nishinippon-date', 'mori']) {
    test(`${id}: the app takes over the built-in first screen without a mismatch`, async ({ page }) => {
      const { errors, builtMainKept } = await watch(page);
      const config = tenants[id];
      if (!config) throw new Error(`no tenant ${id}`);
      const membersFirst = config.pageSequence[0] === 'membership-login';
      // A members' site's built-in screen is its member login, where the entry route leads.
      await page.goto(membersFirst ? `/${id}/#/membership-login` : `/${id}/`);
      // The screen comes alive: the catalogue arrives and the screen shows it below the same heading.
      const section = membersFirst ? 'form' : 'section';
      await expect(page.locator(`main ${section}`).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: await firstHeading(id) })).toBeVisible();
      expect(await builtMainKept()).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  /*
   * Each site's page holds still as its scripts and styles arrive: the browser reports no layout shift
   * (each shifted element is named: tag, classes, text). The header's language switcher, whose code loads
   * lazily, once painted without its styles and grew the header by 4 px when they arrived.
   */
  for (const id of Object.keys(tenants)) {
    test(`${id}: nothing moves as the page comes alive`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(`/${id}/`, { waitUntil: 'networkidle' });
      await expect(page.locator('main').first()).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  /*
   * Once its stock arrives, the calendar turns to the month of the first open day: on a month's last
   * days, with none left open, the next month. A month of another number of weeks then moved the page
   * below it (CLS 0.105 on a phone), which the test above, on a run's clock in mid-month, never sees.
   * Turning the months by hand stands in for it: the calendar is as tall in each month it offers.
   */
  test('kyoto: the calendar keeps its height from month to month', async ({ page }) => {
    const texts = await textsOf(tenants.kyoto?.defaultLanguage ?? 'ja');
    await page.goto('/kyoto/');
    const next = page.getByRole('button', { name: texts['calendar.next'] });
    const heading = page.getByRole('grid').locator('xpath=..').getByRole('heading');
    await expect(next).toBeEnabled();
    const heights: (number | undefined)[] = [];
    while (await next.isEnabled()) {
      heights.push((await page.getByRole('grid').boundingBox())?.height);
      const month = await heading.textContent();
      await next.click();
      await expect(heading).not.toHaveText(month ?? '');
    }
    heights.push((await page.getByRole('grid').boundingBox())?.height);
    expect(heights).toHaveLength(3);
    expect(new Set(heights).size).toBe(1);
  });

  /*
   * A page whose bytes arrive in parts (a busy server, a slow network) paints once its first screen is
   * whole: the browser once painted the header with its language switcher's button empty, which then
   * grew as its label arrived.
   */
  for (const id of ['azabudai-borderless', 'demo']) {
    test(`${id}: a page that arrives in parts paints whole`, async ({ page, baseURL }) => {
      const proxy = await slowDocumentProxy(baseURL ?? '', `/${id}/`, '<span>', 800);
      try {
        await recordLayoutShifts(page);
        await page.goto(`${proxy.origin}/${id}/`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('combobox').first()).not.toBeEmpty();
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }

  test("the server's render in the page's language is taken over without a mismatch", async ({ page }) => {
    const { errors, builtMainKept } = await watch(page);
    await page.goto('/demo/?lang=en');
    await expect(page.locator('[data-step=product] label').first()).toBeVisible();
    await page.locator('[data-step=product] label').first().click();
    await expect(page.getByRole('grid').first()).toBeVisible();
    expect(await builtMainKept()).toBe(true);
    expect(errors).toEqual([]);
  });

  /*
   * The page's first contentful paint and the start of each of its script requests, as the browser's
   * performance observers report them (the test clock stands in for `performance`'s own lists). The ICU
   * warm-up's worker is asked for as the page is parsed, on purpose: it runs off the main thread
   * (plugins/icuWarmUp.ts).
   */
  test('the page asks for its scripts only once its HTML has painted', async ({ page }) => {
    const { errors } = await watch(page);
    await page.addInitScript(() => {
      const timing = { paint: Number.NaN, scripts: [] as number[] };
      (window as unknown as { timing: typeof timing }).timing = timing;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) timing.paint = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const script = /\/assets\/[^/]+\.js$/.test(entry.name) && !entry.name.includes('/icu-warm-up-');
          if (script) timing.scripts.push(entry.startTime);
        }
      }).observe({ type: 'resource', buffered: true });
    });
    await page.goto('/demo/');
    const timing = () =>
      page.evaluate(() => (window as unknown as { timing: { paint: number; scripts: number[] } }).timing);
    await expect.poll(async () => (await timing()).scripts.length).toBeGreaterThan(2);
    const { paint, scripts } = await timing();
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
    expect(errors).toEqual([]);
  });

  test('a ticket picked before the scripts run stays picked once they do', async ({ page }) => {
    const { errors, builtMainKept } = await watch(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/demo/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: the page is there once it is committed and parsed.
    await page.goto('/demo/?lang=en', { waitUntil: 'commit' });
    const night = page.getByRole('radio', { name: /Night admission/ });
    await page.locator('[data-step=product] label', { hasText: 'Night admission' }).click();
    await expect(night).toBeChecked();
    release();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expect(night).toBeChecked();
    expect(await builtMainKept()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a visit in another language renders afresh, without a mismatch', async ({ page }) => {
    const { errors } = await watch(page);
    await page.goto('/demo/#/?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your tickets' })).toBeVisible();
    await expect(page.locator('main section').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
