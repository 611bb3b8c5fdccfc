import { parse } from 'regexparam';
import { purchaseRoutes, type ScreenRoute } from './routes.ts';
import { spotRoutes } from './spotRoutes.ts';
import { ticketRoutes } from './ticketRoutes.ts';

/** Every route of the app (spec section 2), the first match winning. */
const patterns = [...purchaseRoutes, ...ticketRoutes, ...spotRoutes].map((route) => ({
  route,
  pattern: parse(route.path).pattern,
}));

/**
 * Whether the server answered this page as not found: it serves an unknown path (`/nope/`) with the app
 * and a `<meta name="venue-status" content="404">`, and the app then shows only its not-found screen.
 */
export function servedAsNotFound(): boolean {
  return document.querySelector('meta[name="venue-status"][content="404"]') !== null;
}

/** The route showing `path` (`/id/abc`), or undefined for the not-found screen. */
export function findRoute(path: string): ScreenRoute | undefined {
  if (servedAsNotFound()) return undefined;
  return patterns.find(({ pattern }) => pattern.test(path))?.route;
}
