import { routes } from '@venue/ticket-core';
import { apiRoot } from '../../api/api.ts';
import { baseRedirect } from '../../app/bases.ts';

/**
 * The href of an app route from where the visitor is: ticket pages live under the /tickets/ base
 * and the other pages under the app's base (spec section 2), so a link may have to switch bases.
 */
export function hrefFor(route: string): string {
  const base = baseRedirect(window.location.pathname, route);
  return base ? `${base}#${route}` : `#${route}`;
}

/** Whether following `route` from here leaves the current base (a page load, not a hash change). */
export function changesBase(route: string): boolean {
  return baseRedirect(window.location.pathname, route) !== null;
}

/**
 * The href of a file of a reservation (its calendar file, its wallet passes), or of a shared reservation
 * by its share token, in `lang`: a plain link to the API call.
 */
export function fileHref(
  call: 'getTicketsCalendar' | 'getSharedTicketsCalendar' | 'getApplePasses',
  token: string,
  lang: string,
): string {
  const path = routes[call].path.replace(/\{\w+\}/, encodeURIComponent(token));
  return `${apiRoot}${path}?${new URLSearchParams({ lang })}`;
}
