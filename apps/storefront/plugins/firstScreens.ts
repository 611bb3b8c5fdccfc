import type { FirstScreenLayout, FirstScreenPages } from '@venue/first-screen/vite';

/**
 * Each page's first screen, the groups of bundled texts it shows (src/i18n/messages/<group>/), the
 * name of the chunk that holds the screen's own code (@venue/first-screen's `firstScreenChunks`), and the
 * parts of the screen it loads lazily that its HTML shows (see `lazyFrameParts`).
 */
export const firstScreens: FirstScreenPages = {
  'index.html': {
    screen: 'src/screens/Entry/EntryScreen.tsx',
    texts: ['entry'],
    chunk: 'order',
    lazyParts: ['src/screens/Order/ProductLinks.tsx'],
  },
  'tickets/index.html': {
    screen: 'src/screens/Tickets/TicketsScreen.tsx',
    texts: ['entry', 'pages'],
    chunk: 'tickets',
  },
};

/** The app's components and react-dom, which every page's entry imports as it starts (src/main.tsx). */
export const appModule = 'src/app/mount.tsx';

/** The chunk of the app's components and of what the pages' first screens share. */
export const appChunk = 'app';

/**
 * The parts of the frame (app/Layout.tsx) that load lazily but that the pages' HTML shows all the same:
 * the header's language switcher (a screen's own such parts are its `lazyParts`: the order screen's
 * product links). Their style modules join the chunk of what shows them, so the HTML paints them styled
 * instead of moving the page when their own chunk's CSS arrives.
 */
export const lazyFrameParts = ['src/app/LanguageMenu.tsx'];

/** The storefront's first screens among its modules. */
export const firstScreenLayout: FirstScreenLayout = {
  pages: firstScreens,
  appModule,
  appChunk,
  lazyFrameParts,
};

/** The module of a group of bundled texts in `language`. */
export const textsModule = (group: string, language: string) => `src/i18n/messages/${group}/${language}.ts`;
