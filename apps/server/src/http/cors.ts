import type { MiddlewareHandler } from 'hono';

/** The methods of the API's calls, and the request headers its client sends that are not CORS-safelisted. */
const allowedMethods = 'GET, HEAD, POST, PUT, DELETE';
const allowedHeaders = 'Accept, Content-Type';
/** Seconds a browser may reuse a preflight's answer. */
const preflightMaxAge = '600';

/**
 * Reads `CORS_ORIGINS`: a comma-separated list of origins (`https://shop.example.com`) whose pages may call
 * the API from the browser; unset or empty, none (same origin only). An entry that is not an origin
 * (a path, a wildcard, a trailing slash) throws, naming it.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      origin = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
    } catch {
      origin = null;
    }
    if (origin !== entry)
      throw new Error(
        `CORS_ORIGINS must be a comma-separated list of origins such as https://shop.example.com, not ${JSON.stringify(entry)}`,
      );
  }
  return entries;
}

/**
 * Cross-origin calls: only pages of the `allowed` origins may read answers, and by default none (the
 * storefront calls its own origin, which needs no CORS). Every preflight (`OPTIONS` with `Origin` and
 * `Access-Control-Request-Method`) is answered here with 204: for an allowed origin with the methods and
 * headers the API takes; for any other, with no allow headers at all, so the browser refuses the call.
 * Other answers carry `Access-Control-Allow-Origin` for an allowed origin. No credentials are allowed:
 * the API uses no cookies.
 */
export function corsPolicy(allowed: readonly string[]): MiddlewareHandler {
  const origins = new Set(allowed);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowedOrigin = origin !== undefined && origins.has(origin) ? origin : null;
    if (c.req.method === 'OPTIONS' && origin !== undefined && c.req.header('access-control-request-method')) {
      const headers: Record<string, string> = { vary: 'Origin' };
      if (allowedOrigin !== null) {
        headers['access-control-allow-origin'] = allowedOrigin;
        headers['access-control-allow-methods'] = allowedMethods;
        headers['access-control-allow-headers'] = allowedHeaders;
        headers['access-control-max-age'] = preflightMaxAge;
      }
      return c.body(null, 204, headers);
    }
    await next();
    if (origins.size === 0) return;
    c.res.headers.append('vary', 'Origin');
    if (allowedOrigin !== null) c.res.headers.set('access-control-allow-origin', allowedOrigin);
  };
}
