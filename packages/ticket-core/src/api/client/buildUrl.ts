import { adminRootPath, type Route } from '../routes/define.ts';

export interface Roots {
  /** The API root, e.g. `https://venue.example/demo/api/v1` or `/api/v1`. */
  api: string;
  /** The site root the carrier and Paygent calls start from. */
  site: string;
}

/** Path params and query in their string form, as they travel in the URL. */
export type UrlParts = Record<string, string | undefined>;

const trimEnd = (url: string) => url.replace(/\/+$/, '');

/** The site root under an API root: the API root without its trailing `/api/v1`. */
export function siteRootOf(apiRoot: string): string {
  return trimEnd(trimEnd(apiRoot).replace(/\/api\/v1$/, ''));
}

/**
 * The URL of a call: the route's root (the console's `admin` root under the site root), its path with URL-encoded params, and its query (values left
 * out when undefined). Params and query are already in their string form.
 */
export function buildUrl(roots: Roots, route: Route, params: UrlParts, query?: UrlParts): string {
  const root = trimEnd(
    route.root === 'site'
      ? roots.site
      : route.root === 'admin'
        ? `${trimEnd(roots.site)}${adminRootPath}`
        : roots.api,
  );
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  if (!query) return root + path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, value);
  }
  return `${root}${path}?${search}`;
}
