/**
 * A site's pages and their first screens, as the app lays them out: per page (`index.html`,
 * `tickets/index.html`), its first screen's module, the groups of bundled texts it shows
 * (`src/i18n/messages/<group>/`), the name of the chunk that holds the screen's own code, and the parts of
 * the screen it loads lazily that its HTML shows all the same.
 */
export type FirstScreenPages = Readonly<
  Record<string, { screen: string; texts: readonly string[]; chunk: string; lazyParts?: readonly string[] }>
>;

/** Where the app's first screens sit among its modules (paths relative to the app's root). */
export interface FirstScreenLayout {
  pages: FirstScreenPages;
  /** The app's components and react-dom, which every page's entry imports as it starts. */
  appModule: string;
  /** The chunk of the app's components and of what the pages' first screens share. */
  appChunk: string;
  /**
   * The parts of the frame that load lazily but that the pages' HTML shows all the same: their style
   * modules join the chunk of what shows them, so the HTML paints them styled.
   */
  lazyFrameParts: readonly string[];
}

/** Whether a module is a vanilla-extract style module (`*.css.ts`) or the CSS it emits. */
export function isStyleModule(id: string): boolean {
  const marker = '.css.ts';
  for (let at = id.indexOf(marker); at >= 0; at = id.indexOf(marker, at + 1)) {
    const next = id[at + marker.length];
    if (next === undefined || next === '.' || next === '?') return true;
  }
  return false;
}
