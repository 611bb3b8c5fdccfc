import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The route pattern a request matched (`/:tenant/api/v1/orders/:token`), never its path, which may hold
 * tokens: the pattern of the handler that answered or, when a middleware answered first (a body over the
 * limit), of the handler that would have. Middleware takes `next` (two parameters); handlers take one.
 */
export function matchedRoute(c: Context): string {
  const routes = matchedRoutes(c);
  const answering = routes[c.req.routeIndex];
  if (!answering) return 'unmatched';
  if (answering.handler.length < 2) return answering.path;
  const handler = routes.slice(c.req.routeIndex + 1).find((route) => route.handler.length < 2);
  return handler?.path ?? answering.path;
}
