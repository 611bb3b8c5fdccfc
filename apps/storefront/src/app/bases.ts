import { matchPath } from 'react-router-dom';
import { pages } from './pages.ts';

/**
 * Spec section 2: the three ticket pages (view, gate, receipt) are served from a separate /tickets/
 * base path, and the app redirects between the two bases depending on whether the route is a ticket
 * page. Bases: the app at `/<tenant>/` (or `/`), the ticket pages at `/<tenant>/tickets/`.
 */
const ticketPages = [pages.tickets, pages.receipt, pages.gate];

export function isTicketPage(route: string): boolean {
  const path = route.split('?')[0] ?? '';
  return ticketPages.some((pattern) => matchPath(pattern, path) !== null);
}

/** The pathname the app should be at for `route`, or null when it already is. */
export function baseRedirect(pathname: string, route: string): string | null {
  const onTicketBase = /\/tickets\/$/.test(pathname);
  if (isTicketPage(route) && !onTicketBase) return `${pathname.replace(/\/?$/, '/')}tickets/`;
  if (!isTicketPage(route) && onTicketBase) return pathname.replace(/tickets\/$/, '');
  return null;
}
