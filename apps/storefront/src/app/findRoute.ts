import { matchRoutes } from 'react-router-dom';
import { purchaseRoutes, type ScreenRoute } from './routes.ts';
import { spotRoutes } from './spotRoutes.ts';
import { ticketRoutes } from './ticketRoutes.ts';

/** Every route of the app (spec section 2). */
export const screenRoutes: ScreenRoute[] = [...purchaseRoutes, ...ticketRoutes, ...spotRoutes];

/**
 * Whether the server answered this page as not found: it serves an unknown path (`/nope/`) with the app
 * and a `<meta name="venue-status" content="404">`, and the app then shows only its not-found screen.
 * The build's render of the first screen (src/prerender.tsx) has no document and is never one.
 */
export function servedAsNotFound(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector('meta[name="venue-status"][content="404"]') !== null
  );
}

/**
 * The route showing `path` (`/id/abc`), or undefined for the not-found screen: matched as the router
 * matches (case-insensitive, optional trailing slash, static segments before parameters).
 */
export function findRoute(path: string): ScreenRoute | undefined {
  if (servedAsNotFound()) return undefined;
  if (!found.has(path)) found.set(path, matchRoutes(screenRoutes, path)?.[0]?.route);
  return found.get(path);
}

/**
 * The route found for each path so far: `matchRoutes` flattens and ranks the whole table on every call,
 * and the layout asks on each render.
 */
const found = new Map<string, ScreenRoute | undefined>();
