import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EndpointName, LanguageCode } from '@venue/ticket-core';
import { venueToday } from '../clock.ts';

/** A request of the first screen, as the site's render bundle names it. */
interface PageRequest {
  endpoint: EndpointName;
  query: Readonly<Record<string, string>>;
}

interface FirstScreenRequest {
  language: LanguageCode;
  answers: Readonly<Record<string, unknown>>;
  /** The venue's day on the server's clock (yyyy-MM-dd), which the screen's calendar counts from. */
  today: string;
}

/** What the storefront's build keeps for the server: its first screen's render (apps/storefront/src/prerender.tsx). */
interface RenderBundle {
  firstScreenRequests(language: LanguageCode): Promise<Record<string, PageRequest>>;
  renderFirstScreen(request: FirstScreenRequest): Promise<unknown>;
  writeFirstScreen(html: string, screen: unknown, request: FirstScreenRequest): Promise<string>;
}

/** Answers one of the API's requests for a site, as its endpoint would. */
export type AnswerRequest = (
  endpoint: EndpointName,
  query: Readonly<Record<string, string>>,
) => Promise<unknown>;

const bundles = new Map<string, { version: number; bundle: Promise<RenderBundle> }>();
/** The last render per site and language, with what it was rendered from. */
const renders = new Map<string, { from: string; screen: Promise<unknown> }>();

/** The site's render bundle (`<distRoot>/.render/<site>/prerender.js`), loaded again when a build replaced it. */
function renderBundle(distRoot: string, tenantId: string): Promise<RenderBundle> | undefined {
  const file = join(distRoot, '.render', tenantId, 'prerender.js');
  if (!existsSync(file)) return undefined;
  const version = statSync(file).mtimeMs;
  const loaded = bundles.get(file);
  if (loaded?.version === version) return loaded.bundle;
  const bundle = import(`${pathToFileURL(file).href}?v=${version}`) as Promise<RenderBundle>;
  bundles.set(file, { version, bundle });
  return bundle;
}

/**
 * The entry page with its first screen rendered for this request (the build rendered it without data):
 * the site's render bundle names the requests the screen shows (the order screen's products and
 * settings), `answer` answers them, and the page gets the screen in `language` showing those answers, with
 * the answers beside it for the app's first render, which then hydrates the same markup without asking
 * again. So the product cards paint from the HTML, before any script. A render is kept while its answers
 * and the venue's day stay the same. A site without a render bundle, or whose first screen needs no
 * answers (a membership login), keeps its built page.
 */
export async function writeFirstScreen(
  html: string,
  distRoot: string,
  tenantId: string,
  language: LanguageCode,
  answer: AnswerRequest,
): Promise<string> {
  const loading = renderBundle(distRoot, tenantId);
  if (!loading) return html;
  const bundle = await loading;
  const requests = Object.entries(await bundle.firstScreenRequests(language));
  if (requests.length === 0) return html;
  const answers: Record<string, unknown> = Object.fromEntries(
    await Promise.all(
      requests.map(async ([key, { endpoint, query }]) => [key, await answer(endpoint, query)]),
    ),
  );
  const today = venueToday().toString();
  const request = { language, answers, today };
  const from = `${today} ${JSON.stringify(answers)}`;
  const id = `${join(distRoot, tenantId)} ${language}`;
  const kept = renders.get(id);
  const rendered = kept?.from === from ? kept : { from, screen: bundle.renderFirstScreen(request) };
  if (rendered !== kept) {
    renders.set(id, rendered);
    // A render that failed is tried again by the next page, not kept.
    rendered.screen.catch(() => renders.get(id) === rendered && renders.delete(id));
  }
  return bundle.writeFirstScreen(html, await rendered.screen, request);
}
