import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { type RenderBundle, renderBundleFile } from '../contract/renderContract.ts';
import { firstScreenMarkup, withFirstScreen } from '../html/firstScreenMarkup.ts';

/** The assets' base in the server render, replaced by the page's own relative one. */
const renderBase = '/__venue_prerender__/';

export interface PrerenderOptions {
  /** The app's Vite config, which builds the render bundle too. */
  configFile: string;
  root: string;
  /** The render bundle's entry (relative to `root`), which exports a `RenderBundle`. */
  entry: string;
  /** Where the render bundle is kept (`renderBundleDir` of the site, beside the sites' builds). */
  renderDir: string;
}

/**
 * First paint from HTML: the client build's `index.html` gets the site's first screen (the render
 * bundle's `renderFirstScreen()`, built for Node with the same config into `renderDir` and run once) inside
 * an empty `#root`, marked with its route in `data-prerendered` and its language in `data-lang`; the app
 * hydrates it when the visitor is on that route in that language. The bundle stays in `renderDir` (served
 * by none of the sites) for the server, which renders the first screen again per page with its data
 * between the first screen's marks. The bundle carries its own copies of its packages, so each site's
 * render keeps its own i18next and React state in the server. Only `#root`'s content is touched; other
 * pages (tickets/) keep their static shell.
 */
export function prerenderFirstScreen({ configFile, root, entry, renderDir }: PrerenderOptions): Plugin {
  let rendered: string | undefined;
  return {
    name: 'venue-prerender-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      rmSync(renderDir, { recursive: true, force: true });
      await build({
        configFile,
        logLevel: 'warn',
        base: renderBase,
        ssr: { noExternal: true },
        // Its React is the production build wherever it runs (the server may run without NODE_ENV),
        // and so is its JSX: Vite compiles JSX for React's development runtime unless NODE_ENV is
        // `production`, and the production build's `jsxDEV` is undefined.
        define: { 'process.env.NODE_ENV': '"production"' },
        oxc: { jsx: { development: false } },
        build: {
          ssr: entry,
          outDir: renderDir,
          emptyOutDir: true,
          copyPublicDir: false,
          // One file, which the server loads again (by its own URL) when a build replaced it.
          rollupOptions: { output: { codeSplitting: false, entryFileNames: renderBundleFile } },
        },
      });
      const bundle = (await import(pathToFileURL(join(renderDir, renderBundleFile)).href)) as RenderBundle;
      rendered = firstScreenMarkup(await bundle.renderFirstScreen());
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!rendered || context.filename !== join(root, 'index.html')) return html;
        return withFirstScreen(html, rendered);
      },
    },
  };
}
