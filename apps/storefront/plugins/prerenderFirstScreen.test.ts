// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const renderDir = mkdtempSync(join(tmpdir(), 'prerender-first-screen-'));

afterAll(() => rmSync(renderDir, { recursive: true, force: true }));

/**
 * The plugin's render of the demo's first screen into an empty `#root`, in a process of its own as the
 * build runs it (through tsx, which loads the config's TypeScript imports), with `env` added.
 */
async function prerender(env: Record<string, string>): Promise<string> {
  const script = `
    import { prerenderFirstScreen } from '@venue/first-screen/vite';
    const plugin = prerenderFirstScreen({ configFile: ${JSON.stringify(join(root, 'vite.config.ts'))},
      root: ${JSON.stringify(root)}, entry: 'src/prerender.tsx', renderDir: ${JSON.stringify(renderDir)} });
    await plugin.buildStart.call({}, {});
    const filename = ${JSON.stringify(join(root, 'index.html'))};
    process.stdout.write(plugin.transformIndexHtml.handler('<div id="root"></div>', { filename }));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: root, env: { ...process.env, TENANT: 'demo', ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

// Vite compiles JSX for React's development runtime unless NODE_ENV is `production`; the render bundle's
// React is the production build, which has no `jsxDEV`.
it('renders the first screen with NODE_ENV=development', async () => {
  const html = await prerender({ NODE_ENV: 'development' });

  expect(html).toContain('<div id="root" data-prerendered="/" data-lang="ja"><div');
  expect(readFileSync(join(renderDir, 'prerender.js'), 'utf8')).not.toContain('jsxDEV');
}, 120_000);
