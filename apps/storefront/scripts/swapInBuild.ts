import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Puts the folder a build wrote (`built`) in place of `target` by renames, so a server reading `target`
 * meanwhile finds the whole previous build or the whole new one, never a folder being emptied or filled:
 * the previous build is first renamed to `aside` (on the same file system), then `built` to `target`, and
 * only then is `aside` removed. A build that wrote no `built` folder (a preview writes no render bundle)
 * leaves `target` as it is.
 */
export function swapInBuild(built: string, target: string, aside: string): void {
  if (!existsSync(built)) return;
  mkdirSync(dirname(target), { recursive: true });
  const replacing = existsSync(target);
  if (replacing) {
    rmSync(aside, { recursive: true, force: true });
    mkdirSync(dirname(aside), { recursive: true });
    renameSync(target, aside);
  }
  renameSync(built, target);
  if (replacing) rmSync(aside, { recursive: true, force: true });
}
