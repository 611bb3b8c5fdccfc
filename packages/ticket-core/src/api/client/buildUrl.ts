import { z } from 'zod';
import type { Endpoint } from '../endpoints/define.ts';

export interface Roots {
  /** The API root, e.g. `https://venue.example/demo/api/v1` or `/api/v1`. */
  api: string;
  /** The site root the carrier and Paygent calls start from. */
  site: string;
}

const trimEnd = (url: string) => url.replace(/\/+$/, '');

/** The site root under an API root: the API root without its trailing `/api/v1`. */
export function siteRootOf(apiRoot: string): string {
  return trimEnd(trimEnd(apiRoot).replace(/\/api\/v1$/, ''));
}

/**
 * The URL of a call: the entry's root, its path with URL-encoded params, and its query (codecs turn
 * values into their string form, e.g. a list of ids into `12,13`). Throws a ZodError for values that
 * do not match the entry's schemas.
 */
export function buildUrl(roots: Roots, entry: Endpoint, params?: unknown, query?: unknown): string {
  const root = trimEnd(entry.root === 'site' ? roots.site : roots.api);
  const wireParams = entry.params ? z.encode(entry.params, params as Record<string, unknown>) : {};
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wireParams[name] ?? ''),
  );
  if (!entry.query) return root + path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(z.encode(entry.query, query as Record<string, unknown>))) {
    if (value !== undefined) search.append(key, value);
  }
  return `${root}${path}?${search}`;
}
