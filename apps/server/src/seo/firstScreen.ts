import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderBundleDir, renderBundleFile } from '@venue/first-screen/contract';
import type { EndpointName, LanguageCode } from '@venue/ticket-core';
import { LRUCache } from 'lru-cache';
import { venueToday } from '../clock.ts';
import type { Logger } from '../log.ts';
import { RendererStopped, SiteRenderer } from './siteRenderer.ts';

/** Answers one of the API's requests for a site, as its endpoint would. */
export type AnswerRequest = (
  endpoint: EndpointName,
  query: Readonly<Record<string, string>>,
) => Promise<unknown>;

/**
 * Sites whose render bundle stays loaded at once, each in its worker (`SiteRenderer`, 15-25 MB and at most
 * `rendererHeapMb`): the one asked for least recently stops when another site's page needs its worker.
 * A few, as a visit's pages mostly stay on one site; a client walking every site costs worker starts
 * (0.3-0.4 s of CPU each), never more memory.
 */
export const renderedSitesKept = 2;

/** The running renderer of each site's bundle file, the most recently used `renderedSitesKept`. */
const renderers = new LRUCache<string, SiteRenderer>({
  max: renderedSitesKept,
  dispose: (renderer) => renderer.close(),
});

/**
 * The renderer of a site's render bundle (`<distRoot>/.render/<site>/prerender.js`): the running one, or
 * a new one when none runs, it stopped, or a build replaced the bundle.
 */
function siteRenderer(distRoot: string, tenantId: string, logger: Logger): SiteRenderer | undefined {
  const file = join(distRoot, renderBundleDir(tenantId), renderBundleFile);
  if (!existsSync(file)) return undefined;
  const version = statSync(file).mtimeMs;
  const running = renderers.get(file);
  if (running?.version === version && !running.stopped) return running;
  const renderer = new SiteRenderer(file, version, (error) => {
    if (error) logger.warn({ err: error, site: tenantId }, 'the first-screen renderer stopped');
    if (renderers.peek(file) === renderer) renderers.delete(file);
  });
  renderers.set(file, renderer);
  return renderer;
}

/**
 * The entry page with its first screen rendered for this request (the build rendered it without data):
 * the site's render bundle names the requests the screen shows (the order screen's products and
 * settings), `answer` answers them, and the page gets the screen in `language` showing those answers, with
 * the answers beside it for the app's first render, which then hydrates the same markup without asking
 * again. So the product cards paint from the HTML, before any script. A render is kept while its answers
 * and the venue's day stay the same. A site without a render bundle, whose first screen needs no answers
 * (a membership login), or whose renderer stopped before it answered (its heap limit), keeps its built
 * page.
 */
export async function writeFirstScreen(
  html: string,
  distRoot: string,
  tenantId: string,
  language: LanguageCode,
  answer: AnswerRequest,
  logger: Logger,
): Promise<string> {
  const renderer = siteRenderer(distRoot, tenantId, logger);
  if (!renderer) return html;
  try {
    const requests = Object.entries(await renderer.requests(language));
    if (requests.length === 0) return html;
    const answers: Record<string, unknown> = Object.fromEntries(
      await Promise.all(
        requests.map(async ([key, { endpoint, query }]) => [key, await answer(endpoint, query)]),
      ),
    );
    return await renderer.write(html, { language, answers, today: venueToday().toString() });
  } catch (error) {
    if (error instanceof RendererStopped) return html;
    throw error;
  }
}
