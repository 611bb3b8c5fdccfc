import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * A one-story stand-in for the built Storybook: a coloured box, the body class and the finished render
 * the visual spec waits for, and a channel that answers a theme switch with `storyRendered`.
 */
function fakeStorybook(dir: string, colour: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.json'),
    JSON.stringify({
      entries: { 'fake--box': { type: 'story', id: 'fake--box', title: 'Fake', name: 'Box' } },
    }),
  );
  writeFileSync(
    join(dir, 'iframe.html'),
    `<!doctype html><html><body style="margin:0"><div style="width:200px;height:120px;background:${colour}"></div>
<script>
  const listeners = {};
  window.__STORYBOOK_ADDONS_CHANNEL__ = {
    once: (event, listener) => { listeners[event] = listener; },
    emit: (event) => { if (event === 'updateGlobals') setTimeout(() => listeners.storyRendered?.()); },
  };
  window.__STORYBOOK_PREVIEW__ = { currentRender: { phase: 'finished' } };
  document.body.classList.add('sb-show-main');
</script></body></html>`,
  );
}

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'visual-report-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function visual(args: string[]) {
  return spawnSync(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'tests/visual/playwright.config.ts', ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        VISUAL_STORYBOOK_DIR: join(scratch, 'storybook'),
        VISUAL_BASELINES_DIR: join(scratch, 'baselines'),
        VISUAL_REPORT_DIR: join(scratch, 'report'),
        // Not 6100-6899: Chromium refuses some of its ports (6566, 6665-6669, 6679, 6697) as unsafe.
        VISUAL_PORT: String(7100 + (process.pid % 800)),
      },
    },
  );
}

it('writes an HTML report with baseline, actual and diff of each differing shot, and says where', () => {
  fakeStorybook(join(scratch, 'storybook'), '#1e6bd6');
  const baseline = visual(['--update-snapshots']);
  expect(baseline.status, baseline.stdout + baseline.stderr).toBe(0);
  expect(baseline.stdout).not.toContain('visual: shots differ');

  fakeStorybook(join(scratch, 'storybook'), '#d61e4f');
  const changed = visual([]);
  expect(changed.status).toBe(1);
  const report = join(scratch, 'report');
  expect(changed.stdout).toContain(`baseline, actual and diff side by side in ${report}/index.html`);
  expect(existsSync(join(report, 'index.html'))).toBe(true);
  // The 8 shots (4 themes x 2 widths) all differ. The stand-in ignores the theme, so there are two distinct
  // images of each kind (one per width), and the report stores identical images once: 2 x (expected,
  // actual, diff).
  const images = readdirSync(join(report, 'data')).filter((name) => name.endsWith('.png'));
  expect(images).toHaveLength(2 * 3);
}, 180_000);
