/**
 * Builds one static app per registered tenant into dist/<tenant>/.
 * `pnpm build` builds all; `pnpm build demo kyoto` builds only those. `--preview` builds them without
 * their first screen's server render (plugins/prerenderFirstScreen.ts), about half the time: the page
 * then renders in the browser only, and the server keeps it as built (it has no render bundle).
 * The apps are built by as many processes as the machine has cores (at most one per app, and
 * STOREFRONT_BUILD_PROCESSES lowers it): each process (buildWorker.ts) takes the next tenant when it
 * finishes one, since a Vite build mostly keeps one core busy. The first failure stops the build.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { tenants } from '@venue/tenants';
import type { BuildReply, BuildRequest } from './buildMessages.ts';

const preview = process.argv.includes('--preview');
const requested = process.argv.slice(2).filter((arg) => arg !== '--preview');
const ids = requested.length > 0 ? requested : Object.keys(tenants);
const unknown = ids.filter((id) => !(id in tenants));
if (unknown.length > 0) {
  console.error(`Unknown tenant(s): ${unknown.join(', ')}`);
  process.exit(1);
}

const limit = Number(process.env.STOREFRONT_BUILD_PROCESSES) || availableParallelism();
const processes = Math.max(1, Math.min(ids.length, limit));
const queue = [...ids];
const workers: ChildProcess[] = [];
let failed = false;

function stopAll(code: number): never {
  for (const worker of workers) worker.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(1));

await Promise.all(Array.from({ length: processes }, () => runWorker()));
if (failed) process.exit(1);

/** Starts one build process and feeds it tenants from the queue until the queue is empty. */
function runWorker(): Promise<void> {
  const worker = fork(new URL('./buildWorker.ts', import.meta.url), [], {
    env: { ...process.env, ...(preview ? { STOREFRONT_PREVIEW: '1' } : {}) },
  });
  workers.push(worker);
  const send = (request: BuildRequest) => worker.send(request);
  const next = () => {
    const tenant = failed ? undefined : queue.shift();
    send(tenant === undefined ? { stop: true } : { tenant });
  };
  return new Promise((resolve) => {
    worker.on('message', (reply: BuildReply) => {
      if ('failed' in reply) {
        console.error(`Building ${reply.failed} failed.`);
        failed = true;
      }
      next();
    });
    worker.on('exit', (code) => {
      if (code !== 0) failed = true;
      resolve();
    });
  });
}
