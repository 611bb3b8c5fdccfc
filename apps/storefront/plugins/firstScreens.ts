/**
 * Each page's first screen, the groups of bundled texts it shows (src/i18n/messages/<group>/), and the
 * name of the chunk that holds the screen's own code (plugins/firstScreenChunks.ts).
 */
export const firstScreens: Record<string, { screen: string; texts: string[]; chunk: string }> = {
  'index.html': { screen: 'src/screens/Entry/EntryScreen.tsx', texts: ['entry'], chunk: 'order' },
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
