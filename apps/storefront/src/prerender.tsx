/**
 * The build's server-side entry (plugins/prerenderFirstScreen.ts): renders the first screen as a first
 * visit sees it, in the tenant's default language, for the built `index.html`; the browser then
 * hydrates it (main.tsx). Nothing is stored on a first visit, so the session's stores start empty here.
 */
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';

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

/**
 * The first screen's markup and its route: the order screen at `/`, or the tenant's first page when its
 * page sequence starts elsewhere (membership login), as the entry route then leads there.
 */
export async function renderFirstScreen(): Promise<{ path: string; html: string }> {
  globalThis.sessionStorage ??= emptyStorage();
  globalThis.localStorage ??= emptyStorage();
  // The app's modules read the stores as they load, so they load after them.
  const [{ themeClass }, { MemoryRouter }, { App }, { findRoute }, { initI18n }, { tenant }, flow] =
    await Promise.all([
      import('virtual:tenant-theme'),
      import('react-router-dom'),
      import('./app/App.tsx'),
      import('./app/findRoute.ts'),
      import('./i18n/i18n.ts'),
      import('./tenant.ts'),
      import('./flow/pageFlow.ts'),
    ]);
  const first = flow.entryPage(tenant);
  const path = first === 'order' ? '/' : flow.pagePaths[first];
  await initI18n(tenant.defaultLanguage);
  await findRoute(path)?.load();
  // Waits for the lazy parts of the screen too, so the markup is what the browser's first render shows.
  const { prelude } = await prerenderToNodeStream(
    <App
      themeClass={themeClass}
      routed={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>}
    />,
  );
  return { path, html: await text(prelude) };
}
