import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type FirstScreen,
  type FirstScreenRequest,
  type PageRequest,
  pageRequestPath,
  renderBundleDir,
  renderBundleFile,
} from '@venue/first-screen/contract';
import { rewriteFirstScreen } from '@venue/first-screen/html';
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
 * A few, as a visit's pages mostly stay on one site, and a page whose screen is kept (`screensKeptChars`)
 * needs none; a client walking every site with new answers costs worker starts (0.3-0.4 s of CPU each),
 * never more memory.
 */
export const renderedSitesKept = 2;

/**
 * The characters of markup (body and style) of the first screens kept: a page whose screen was rendered
 * for the same bundle, language, venue day and answers is written from it without its site's worker. A
 * screen is 20-60 thousand characters, so this keeps every site's screens in a few languages.
 */
export const screensKeptChars = 8_000_000;

/** A site's render bundle as built: its file and that file's modification time. */
interface Bundle {
  site: string;
  file: string;
  version: number;
}

/** What a kept request list or screen is made with, when it is not kept yet. */
interface Making {
  bundle: Bundle;
  logger: Logger;
}

/** The running renderer of each site's bundle file, the most recently used `renderedSitesKept`. */
const renderers = new LRUCache<string, SiteRenderer>({
  max: renderedSitesKept,
  dispose: (renderer) => renderer.close(),
});

/** Each bundle's first-screen requests by language (a site offers at most six). */
const requestsKept = new LRUCache<string, Record<string, PageRequest>, Making & { language: LanguageCode }>({
  max: 256,
  fetchMethod: (_key, _stale, { context }) => siteRenderer(context).requests(context.language),
});

/** The first screens rendered, by bundle, language, venue day and answers (`screensKeptChars`). */
const screensKept = new LRUCache<string, FirstScreen, Making & { request: FirstScreenRequest }>({
  maxSize: screensKeptChars,
  sizeCalculation: (screen) => screen.body.length + screen.style.length + 1,
  fetchMethod: (_key, _stale, { context }) => siteRenderer(context).render(context.request),
});

/** The site's render bundle (`<distRoot>/.render/<site>/prerender.js`), if its build kept one. */
function bundleOf(distRoot: string, site: string): Bundle | undefined {
  const file = join(distRoot, renderBundleDir(site), renderBundleFile);
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && { site, file, version: stat.mtimeMs };
}

/** The renderer of a bundle: the running one, or a new one when none runs, it stopped, or a build replaced it. */
function siteRenderer({ bundle: { site, file, version }, logger }: Making): SiteRenderer {
  const running = renderers.get(file);
  if (running?.version === version && !running.stopped) return running;
  const renderer = new SiteRenderer(file, version, (error) => {
    if (error) logger.warn({ err: error, site }, 'the first-screen renderer stopped');
    if (renderers.peek(file) === renderer) renderers.delete(file);
  });
  renderers.set(file, renderer);
  return renderer;
}

/** What a fetch of a kept value answered: its value, or the renderer's stop that came instead. */
async function kept<V>(fetching: Promise<V | undefined>): Promise<V | RendererStopped> {
  try {
    return (await fetching) ?? new RendererStopped('the first-screen render was dropped');
  } catch (error) {
    if (error instanceof RendererStopped) return error;
    throw error;
  }
}

/** A site's first screen for a page: the screen, the answers it shows, and the API paths they answer. */
interface PageScreen {
  screen: FirstScreen;
  answers: Record<string, unknown>;
  answered: string[];
}

/**
 * The site's first screen in `language` with `answer`'s answers to the requests its render bundle names:
 * the one kept for the same bundle, language, venue day and answers, or a new render by the site's
 * worker, then kept. None for a site without a render bundle, whose first screen needs no answers (a
 * membership login), or whose renderer stopped before it answered (its heap limit).
 */
async function pageScreen(
  distRoot: string,
  site: string,
  language: LanguageCode,
  answer: AnswerRequest,
  logger: Logger,
): Promise<PageScreen | undefined> {
  const bundle = bundleOf(distRoot, site);
  if (!bundle) return undefined;
  const bundleKey = `${bundle.file}\n${bundle.version}\n${language}`;
  const requests = await kept(requestsKept.fetch(bundleKey, { context: { bundle, logger, language } }));
  if (requests instanceof RendererStopped) return undefined;
  const asked = Object.entries(requests);
  if (asked.length === 0) return undefined;
  const answers: Record<string, unknown> = Object.fromEntries(
    await Promise.all(asked.map(async ([key, { endpoint, query }]) => [key, await answer(endpoint, query)])),
  );
  const request = { language, answers, today: venueToday().toString() };
  const digest = createHash('sha256').update(JSON.stringify(answers)).digest('base64url');
  const screen = await kept(
    screensKept.fetch(`${bundleKey}\n${request.today}\n${digest}`, { context: { bundle, logger, request } }),
  );
  if (screen instanceof RendererStopped) return undefined;
  return { screen, answers, answered: asked.map(([, pageRequest]) => pageRequestPath(site, pageRequest)) };
}

/**
 * The entry page with its first screen rendered for this request (the build rendered it without data):
 * the site's render bundle names the requests the screen shows (the order screen's products and
 * settings), `answer` answers them, and the page gets the screen in `language` showing those answers
 * (`pageScreen`), with the answers beside it for the app's first render, which then hydrates the same
 * markup without asking again. So the product cards paint from the HTML, before any script. A site
 * without such a screen keeps its built page.
 */
export async function writeFirstScreen(
  html: string,
  distRoot: string,
  site: string,
  language: LanguageCode,
  answer: AnswerRequest,
  logger: Logger,
): Promise<string> {
  const page = await pageScreen(distRoot, site, language, answer, logger);
  return page ? rewriteFirstScreen(html, page.screen, page.answers, page.answered) : html;
}

/**
 * Renders and keeps the first screen of each of `sites` in its language, one site after another, so
 * that the first visitor of a site after a start does not wait for its render (0.5-0.9 s). Stops early
 * when `stopped()` says so (the server is shutting down).
 */
export async function keepFirstScreens(
  distRoot: string,
  sites: readonly { site: string; language: LanguageCode; answer: AnswerRequest }[],
  logger: Logger,
  stopped: () => boolean,
): Promise<void> {
  for (const { site, language, answer } of sites) {
    if (stopped()) return;
    await pageScreen(distRoot, site, language, answer, logger);
  }
}
