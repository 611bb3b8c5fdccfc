import { parse } from 'regexparam';
import { purchaseRoutes, type ScreenRoute } from './routes.ts';
import { spotRoutes } from './spotRoutes.ts';
import { ticketRoutes } from './ticketRoutes.ts';

/** Every route of the app (spec section 2), the first match winning. */
const patterns = [...purchaseRoutes, ...ticketRoutes, ...spotRoutes].map((route) => ({
  route,
  pattern: parse(route.path).pattern,
}));

/** The route showing `path` (`/id/abc`), or undefined for the not-found screen. */
export function findRoute(path: string): ScreenRoute | undefined {
  return patterns.find(({ pattern }) => pattern.test(path))?.route;
}
