import {
  type EndpointName,
  type LanguageCode,
  type RouteDefinition,
  routes,
  siteRootPath,
} from '@venue/ticket-core';

/**
 * The render contract between a site's build and the server: the storefront's build keeps each site's
 * first-screen render bundle (apps/storefront/src/prerender.tsx) at `renderBundlePath(site)` under its
 * dist folder; the server loads it in a worker (apps/server/src/seo/siteRenderer.ts) and calls it.
 */

/** A request whose answer the first screen shows, as the server answers it for a page it renders. */
export interface PageRequest {
  endpoint: EndpointName;
  query: Readonly<Record<string, string>>;
}

/**
 * A render for one request: the page's language, the answers of the bundle's `firstScreenRequests` by
 * query key, and the venue's day on the server's clock (yyyy-MM-dd), which the screen's calendar counts
 * its months from. The build renders without one.
 */
export interface FirstScreenRequest {
  language: LanguageCode;
  answers: Readonly<Record<string, unknown>>;
  today?: string;
}

/** What a render of the first screen writes into the page. */
export interface FirstScreen {
  /** The route it shows (`data-prerendered`) and its language (`data-lang`). */
  path: string;
  language: LanguageCode;
  /** `#root`'s content, and the style element its style attributes became (`withoutStyleAttributes`). */
  body: string;
  style: string;
}

/** What a site's render bundle exports, which the server's render worker calls. */
export interface RenderBundle {
  /** The requests whose answers the first screen in `language` shows, by query key. */
  firstScreenRequests(language: LanguageCode): Promise<Record<string, PageRequest>>;
  /** The first screen: without a request (the build) in the default language, showing no answers. */
  renderFirstScreen(request?: FirstScreenRequest): Promise<FirstScreen>;
}

/** Where a site's page asks for `request` (its API path, without the query). */
export function pageRequestPath(site: string, { endpoint }: PageRequest): string {
  const route: RouteDefinition = routes[endpoint];
  return `${siteRootPath(site, route.root)}${route.path}`;
}

/** Where a site's render bundle sits in the storefront's dist folder. */
export const renderBundleDir = (site: string) => `.render/${site}`;
export const renderBundleFile = 'prerender.js';

/** The id of the page's `<script type="application/json">` holding the answers its first screen shows. */
export const pageAnswersId = 'venue-page-answers';

/**
 * The id of the empty element that ends the first screen in the page. The page's head holds its rendering
 * until the parser reaches it (`<link rel="expect" blocking="render">`), so a page whose bytes arrive in
 * parts paints once its first screen is whole: never a header whose switcher is still empty.
 */
export const firstScreenEndId = 'venue-first-screen-end';

/** The comments around the first screen in the page: the build writes it there, the server again per page. */
export const firstScreenMarks = { start: 'venue-first-screen', end: '/venue-first-screen' } as const;
