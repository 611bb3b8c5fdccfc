/**
 * The first screen's server-side entry, exporting the `RenderBundle` of @venue/first-screen's contract:
 * the build renders it with no data for the built `index.html` (`prerenderFirstScreen`), and keeps the
 * bundle beside the site's build, where the server renders it again for each entry page with the
 * catalogue's answers in the page's language (apps/server/src/seo/firstScreen.ts); the browser then
 * hydrates it (app/mount.tsx). Nothing is stored on a first visit, so the session's stores start empty.
 */
import { text } from 'node:stream/consumers';
import type { FirstScreen, FirstScreenRequest, PageRequest } from '@venue/first-screen/contract';
import { withoutStyleAttributes } from '@venue/first-screen/html';
import { type LanguageCode, parseStockDate } from '@venue/ticket-core';
import { prerenderToNodeStream } from 'react-dom/static';
import { type ServerTexts, serverTextsQuery } from './i18n/serverTexts.ts';

/** An empty Web Storage for a first visit (Node has none). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

// The app's modules read the stores as they load, so they load after them.
async function appModules() {
  globalThis.sessionStorage ??= emptyStorage();
  globalThis.localStorage ??= emptyStorage();
  const [theme, router, app, routes, i18n, config, flow, catalog, answers, span] = await Promise.all([
    import('virtual:tenant-theme'),
    import('react-router-dom'),
    import('./app/App.tsx'),
    import('./app/findRoute.ts'),
    import('./i18n/i18n.ts'),
    import('./tenant.ts'),
    import('./flow/pageFlow.ts'),
    import('./screens/Order/catalogQueries.ts'),
    import('./api/pageAnswers.ts'),
    import('./screens/Order/calendarSpan.ts'),
  ]);
  const first = flow.entryPage(config.tenant);
  const path = first === 'order' ? '/' : flow.stepPath(first);
  return { theme, router, app, routes, i18n, config, catalog, answers, span, path };
}

/**
 * The requests whose answers the first screen shows, by query key, in `language`: the order screen's
 * catalogue and the server's texts, or none when the site starts elsewhere (membership login). The
 * server answers them and passes the answers to `renderFirstScreen` and into the page
 * (src/api/pageAnswers.ts).
 */
export async function firstScreenRequests(language: LanguageCode): Promise<Record<string, PageRequest>> {
  const { path, catalog } = await appModules();
  if (path !== '/') return {};
  const { products, settings } = catalog.catalogQueries(language);
  const texts = serverTextsQuery(language);
  return { [products.key]: products.request, [settings.key]: settings.request, [texts.key]: texts.request };
}

/**
 * The first screen's markup: the order screen at `/`, or the tenant's first page when its page sequence
 * starts elsewhere (membership login), as the entry route then leads there. Without a request (the
 * build), in the default language and with no answers, so the order screen shows its heading; with one
 * (the server, for each page), in its language and showing its answers, as the browser's first render
 * with the same answers shows it. Renders run one at a time, as the language is the app's.
 */
export function renderFirstScreen(request?: FirstScreenRequest): Promise<FirstScreen> {
  const render = queue.then(() => renderNow(request));
  queue = render.catch(() => undefined);
  return render;
}

let queue: Promise<unknown> = Promise.resolve();
/** The language and server texts i18next last started with. */
let renderedTexts: string | undefined;

async function renderNow(request: FirstScreenRequest | undefined): Promise<FirstScreen> {
  const { theme, router, app, routes, i18n, config, answers, span, path } = await appModules();
  const language = request?.language ?? config.tenant.defaultLanguage;
  if (request) answers.seedPageAnswers(request.answers);
  span.setRenderDay(request?.today ? parseStockDate(request.today) : undefined);
  // The server's texts as the app starts with them from the page (main.tsx).
  const texts = request?.answers[serverTextsQuery(language).key] as ServerTexts | undefined;
  const textsKey = JSON.stringify([language, texts ?? []]);
  if (textsKey !== renderedTexts) await i18n.initI18n(language, texts);
  renderedTexts = textsKey;
  await routes.findRoute(path)?.load();
  const { MemoryRouter } = router;
  const { App } = app;
  // Waits for the lazy parts of the screen too, so the markup is what the browser's first render shows.
  // Every Suspense boundary stays in place: React would move one past `progressiveChunkSize` bytes (12.8
  // KB; a calendar's month is more) to the page's end, with an inline script to reveal it, which the
  // pages' CSP refuses.
  const { prelude } = await prerenderToNodeStream(
    <App
      themeClass={theme.themeClass}
      routed={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>}
    />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Assets are named from the render's base; the page names them relative to itself.
  const html = (await text(prelude)).replaceAll(import.meta.env.BASE_URL, './');
  return { path, language, ...withoutStyleAttributes(html) };
}
