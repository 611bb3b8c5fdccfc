// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { swapInBuild } from './swapInBuild.ts';

let dist: string;
const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};
const read = (path: string) => readFileSync(path, 'utf8');

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'swap-in-build-'));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('putting a finished build in place', () => {
  it('replaces the previous build as a whole, leaving nothing of it or of the staging folder', () => {
    write(join(dist, 'demo', 'index.html'), 'preview');
    write(join(dist, 'demo', 'assets', 'main-old.js'), 'old');
    write(join(dist, '.building', 'demo', 'index.html'), 'full');
    write(join(dist, '.building', 'demo', 'assets', 'main-new.js'), 'new');
    swapInBuild(
      join(dist, '.building', 'demo'),
      join(dist, 'demo'),
      join(dist, '.building', '.replaced', 'demo'),
    );
    expect(read(join(dist, 'demo', 'index.html'))).toBe('full');
    expect(readdirSync(join(dist, 'demo', 'assets'))).toEqual(['main-new.js']);
    expect(readdirSync(join(dist, '.building'))).toEqual(['.replaced']);
    expect(readdirSync(join(dist, '.building', '.replaced'))).toEqual([]);
  });

  it('creates the target and its parent when nothing was built there before (a first render bundle)', () => {
    write(join(dist, '.building', '.render', 'demo', 'prerender.js'), 'render');
    swapInBuild(
      join(dist, '.building', '.render', 'demo'),
      join(dist, '.render', 'demo'),
      join(dist, '.building', '.replaced', '.render', 'demo'),
    );
    expect(read(join(dist, '.render', 'demo', 'prerender.js'))).toBe('render');
    expect(existsSync(join(dist, '.building', '.render', 'demo'))).toBe(false);
  });

  it('leaves the target alone when the build wrote no such folder', () => {
    write(join(dist, '.render', 'demo', 'prerender.js'), 'kept');
    swapInBuild(
      join(dist, '.building', '.render', 'demo'),
      join(dist, '.render', 'demo'),
      join(dist, 'aside'),
    );
    expect(read(join(dist, '.render', 'demo', 'prerender.js'))).toBe('kept');
  });

  it('clears what an interrupted swap left aside before putting the previous build there', () => {
    write(join(dist, 'demo', 'index.html'), 'previous');
    write(join(dist, 'aside', 'index.html'), 'left over');
    write(join(dist, 'built', 'index.html'), 'new');
    swapInBuild(join(dist, 'built'), join(dist, 'demo'), join(dist, 'aside'));
    expect(read(join(dist, 'demo', 'index.html'))).toBe('new');
    expect(existsSync(join(dist, 'aside'))).toBe(false);
  });
});
