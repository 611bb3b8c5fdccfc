/**
 * One site's first-screen render, in a worker thread of its own (started by siteRenderer.ts). Plain
 * JavaScript, as the worker starts without the server's TypeScript loader: that loader rewrites every
 * module it loads, and for a 2 MB render bundle it kept 100-180 MB per site that nothing ever freed.
 *
 * Messages in: `{ id, call: 'requests', language }` answers the bundle's `firstScreenRequests(language)`;
 * `{ id, call: 'write', html, request }` answers the page with its first screen rendered for `request`.
 * Messages out: `{ id, answer }` or `{ id, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** The site's render bundle (apps/storefront/src/prerender.tsx, as the build keeps it). */
const bundle = import(workerData.file);
// A bundle that fails to load answers each call with its error (below) rather than ending the worker.
bundle.catch(() => undefined);

/**
 * The last render per language, with what it was rendered from; the languages are those the site offers
 * (the server checks `?lang=`), so this holds at most six.
 */
const renders = new Map();

async function write(html, request) {
  const loaded = await bundle;
  const from = `${request.today} ${JSON.stringify(request.answers)}`;
  let kept = renders.get(request.language);
  if (kept?.from !== from) {
    const rendering = { from, screen: loaded.renderFirstScreen(request) };
    renders.set(request.language, rendering);
    // A render that failed is tried again by the next page, not kept.
    rendering.screen.catch(
      () => renders.get(request.language) === rendering && renders.delete(request.language),
    );
    kept = rendering;
  }
  return loaded.writeFirstScreen(html, await kept.screen, request);
}

parentPort.on('message', async ({ id, call, language, html, request }) => {
  try {
    const answer =
      call === 'requests' ? await (await bundle).firstScreenRequests(language) : await write(html, request);
    parentPort.postMessage({ id, answer });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
