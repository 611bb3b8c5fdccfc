import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/** The assets' base in the server render, replaced by the page's own relative one. */
const renderBase = '/__venue_prerender__/';
const emptyRoot = '<div id="root"></div>';

const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The page's Content-Security-Policy refuses style attributes in HTML (scripts may still set styles):
 * each one the render wrote (Radix's hidden select, for one) becomes a rule of a style element with the
 * page's nonce, matched by a data attribute in its place. Hydration keeps the DOM as it is, so the
 * rules keep applying.
 */
function withoutStyleAttributes(html: string): { body: string; style: string } {
  const rules: string[] = [];
  const body = html.replace(/ style="([^"]*)"/g, (_attribute, css: string) => {
    rules.push(`[data-prerendered-style="${rules.length}"]{${unescapeAttribute(css)}}`);
    return ` data-prerendered-style="${rules.length - 1}"`;
  });
  const style = rules.length > 0 ? `<style nonce="VENUE_CSP_NONCE">${rules.join('')}</style>` : '';
  return { body, style };
}

/**
 * First paint from HTML: the client build's `index.html` gets the tenant's first screen (src/prerender.tsx,
 * built for Node with the same config and run once) inside `#root`, marked with its route in
 * `data-prerendered`; the app hydrates it when the visitor is on that route in the default language
 * (main.tsx). Only the page body is touched: `#root`'s content. Pages without an empty `#root` are left as
 * they are; other pages (tickets/) keep their static shell.
 */
export function prerenderFirstScreen(configFile: string, root: string): Plugin {
  let rendered: { path: string; html: string } | undefined;
  return {
    name: 'venue-prerender-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      // Inside the app, so the render's external packages resolve from its node_modules.
      const outDir = mkdtempSync(join(root, 'node_modules/.prerender-'));
      try {
        await build({
          configFile,
          logLevel: 'warn',
          base: renderBase,
          build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true },
        });
        const entry = pathToFileURL(join(outDir, 'prerender.js')).href;
        const { renderFirstScreen } = (await import(entry)) as typeof import('../src/prerender.tsx');
        rendered = await renderFirstScreen();
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!rendered || context.filename !== join(root, 'index.html')) return html;
        const { body, style } = withoutStyleAttributes(rendered.html.replaceAll(renderBase, './'));
        return html.replace(
          emptyRoot,
          `${style}<div id="root" data-prerendered="${rendered.path}">${body}</div>`,
        );
      },
    },
  };
}
