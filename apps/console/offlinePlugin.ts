import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** The service worker's entry (src/offline/serviceWorker.ts) and the file it is built to, beside the page. */
export const serviceWorkerEntry = 'src/offline/serviceWorker.ts';
const serviceWorkerFile = 'sw.js';
/** Where Workbox's precache list goes in the built worker (the `injectManifest` convention). */
const manifestPlaceholder = 'self.__WB_MANIFEST';

function* filesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else yield path;
  }
}

/**
 * Builds the console's service worker as an entry of its own at `/console/sw.js` (not hashed: the
 * browser checks that URL for updates), and writes into it the list of every built file to keep: the
 * hashed files by name, the page with a hash of its content, so a new build replaces what a gate keeps.
 */
export function offlinePlugin(base: string): Plugin {
  let outDir = '';
  return {
    name: 'venue-console-offline',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          input: { index: 'index.html', sw: serviceWorkerEntry },
          output: {
            entryFileNames: (chunk) => (chunk.name === 'sw' ? serviceWorkerFile : 'assets/[name]-[hash].js'),
          },
        },
      },
    }),
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => {
      const workerPath = join(outDir, serviceWorkerFile);
      const worker = readFileSync(workerPath, 'utf8');
      if (!worker.includes(manifestPlaceholder))
        throw new Error(`${workerPath} has no ${manifestPlaceholder}`);
      const kept = [...filesIn(outDir)]
        .map((path) => relative(outDir, path).split('\\').join('/'))
        .filter((file) => file !== serviceWorkerFile && !file.endsWith('.map'))
        .sort()
        .map((file) => ({
          url: `${base}${file}`,
          revision: file.startsWith('assets/')
            ? null
            : createHash('sha256')
                .update(readFileSync(join(outDir, file)))
                .digest('hex')
                .slice(0, 16),
        }));
      writeFileSync(workerPath, worker.replace(manifestPlaceholder, JSON.stringify(kept)));
    },
  };
}
