import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uiDir = resolve(import.meta.dirname, '..');
const coreDir = resolve(uiDir, '../ticket-core');
const tsup = resolve(uiDir, 'node_modules/.bin/tsup');

interface Manifest {
  name: string;
  publishConfig: { exports: Record<string, unknown> };
}

/** Lays out a package as `pnpm publish` would ship it: dist plus the publish-time exports map. */
function installPublished(consumer: string, packageDir: string, dist: string) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
  const target = join(consumer, 'node_modules', manifest.name);
  mkdirSync(target, { recursive: true });
  cpSync(dist, join(target, 'dist'), { recursive: true });
  writeFileSync(
    join(target, 'package.json'),
    JSON.stringify({ ...manifest, exports: manifest.publishConfig.exports, type: 'module' }),
  );
  return target;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Builds ticket-ui with tsup and imports the result from a scratch consumer outside the workspace. */
describe('published @venue/ticket-ui', () => {
  let scratch: string;
  let consumer: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'ticket-ui-publish-'));
    consumer = join(scratch, 'consumer');
    run('pnpm', ['run', 'build'], uiDir);
    run(tsup, ['--out-dir', join(scratch, 'core-dist'), '--silent'], coreDir);
    const ui = installPublished(consumer, uiDir, join(uiDir, 'dist'));
    installPublished(consumer, coreDir, join(scratch, 'core-dist'));
    // Third-party dependencies come from the workspace install; @venue/* from the builds above.
    for (const name of readdirSync(join(uiDir, 'node_modules')).filter((n) => n !== '@venue')) {
      mkdirSync(join(ui, 'node_modules'), { recursive: true });
      symlinkSync(join(uiDir, 'node_modules', name), join(ui, 'node_modules', name));
    }
    symlinkSync(
      join(coreDir, 'node_modules'),
      join(consumer, 'node_modules/@venue/ticket-core/node_modules'),
    );
    for (const name of ['react', 'react-dom']) {
      symlinkSync(join(uiDir, 'node_modules', name), join(consumer, 'node_modules', name));
    }
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module' }));
  }, 300_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('ships ESM, declarations and one stylesheet', () => {
    const files = readdirSync(join(uiDir, 'dist'));
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'css.js', 'css.d.ts']));
    expect(files.filter((file) => file.endsWith('.css'))).toEqual(['index.css']);
  });

  it('a plain Node consumer renders a themed button whose classes are in the stylesheet', () => {
    writeFileSync(
      join(consumer, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button, ThemeProvider } from '@venue/ticket-ui';
import { makeTheme, sprinkles, vars } from '@venue/ticket-ui/css';
const html = renderToStaticMarkup(h(ThemeProvider, { themeClass: 'tenant' }, h(Button, { variant: 'critical' }, 'Pay')));
const theme = makeTheme({ brand: '#005bac', brandAccent: '#e4007f', header: { pc: '#005bac', sp: '#005bac' } });
console.log(JSON.stringify({ html, brandVar: vars.color.brand, onBrand: theme.color.onBrand, padding: sprinkles({ padding: 'md' }) }));
`,
    );
    const out = JSON.parse(run(process.execPath, ['render.mjs'], consumer)) as Record<string, string>;
    const css = readFileSync(join(uiDir, 'dist/index.css'), 'utf8');
    expect(out.html).toContain('>Pay</button>');
    const classes = [...(out.html ?? '').matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]?.split(' ') ?? []);
    // The root reset, the button's base and its variant and size each have rules in the one stylesheet.
    for (const part of [/^root_rootClass/, /^Button_button__/, /variant_critical/, /size_medium/]) {
      const name = classes.find((c) => part.test(c));
      expect(name, String(part)).toBeDefined();
      expect(css).toContain(`.${name}`);
    }
    expect(out.brandVar).toMatch(/^var\(--/);
    expect(css).toContain((out.brandVar ?? '').slice(4, -1));
    expect(out.onBrand).toMatch(/^#|^rgba?\(/);
    for (const name of (out.padding ?? '').split(' ')) expect(css).toContain(`.${name}`);
  });
});
