import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/** The assets' base in the server render, replaced by the page's own relative one. */
const renderBase = '/__venue_prerender__/';
const emptyRoot = '<div id="root"></div>';

/**
 * First paint from HTML: the client build's `index.html` gets the tenant's first screen (src/prerender.tsx,
 * built for Node with the same config into `renderDir` and run once) inside `#root`, marked with its route
 * in `data-prerendered` and its language in `data-lang`; the app hydrates it when the visitor is on that
 * route in that language (main.tsx). The bundle stays in `renderDir` (beside the sites' builds, served by
 * none of them) for the server, which renders the first screen again per page with its data between the
 * `<!--venue-first-screen-->` marks. The bundle carries its own copies of its packages, so each site's
 * render keeps its own i18next and React state in the server. Only the page body is touched: `#root`'s
 * content. Pages without an empty `#root` are left as they are; other pages (tickets/) keep their static
 * shell.
 */
export function prerenderFirstScreen(configFile: string, root: string, renderDir: string): Plugin {
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
          ssr: 'src/prerender.tsx',
          outDir: renderDir,
          emptyOutDir: true,
          copyPublicDir: false,
          // One file, which the server loads again (by its own URL) when a build replaced it.
          rollupOptions: { output: { codeSplitting: false } },
        },
      });
      const entry = pathToFileURL(join(renderDir, 'prerender.js')).href;
      const render = (await import(entry)) as typeof import('../src/prerender.tsx');
      rendered = render.firstScreenMarkup(await render.renderFirstScreen());
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!rendered || context.filename !== join(root, 'index.html')) return html;
        return html.replace(emptyRoot, () => rendered ?? emptyRoot);
      },
    },
  };
}
