/**
 * One site's first-screen render, in a worker thread of its own (started by siteRenderer.ts). Plain
 * JavaScript, as the worker starts without the server's TypeScript loader: that loader rewrites every
 * module it loads, and for a 2 MB render bundle it kept 100-180 MB per site that nothing ever freed.
 *
 * Messages in: `{ id, call: 'requests', language }` answers the bundle's `firstScreenRequests(language)`;
 * `{ id, call: 'render', request }` answers its `renderFirstScreen(request)`.
 * Messages out: `{ id, answer }` or `{ id, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** The site's render bundle (apps/storefront/src/prerender.tsx, as the build keeps it). */
const bundle = import(workerData.file);
// A bundle that fails to load answers each call with its error (below) rather than ending the worker.
bundle.catch(() => undefined);

parentPort.on('message', async ({ id, call, language, request }) => {
  try {
    const loaded = await bundle;
    const answer =
      call === 'requests'
        ? await loaded.firstScreenRequests(language)
        : await loaded.renderFirstScreen(request);
    parentPort.postMessage({ id, answer });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
