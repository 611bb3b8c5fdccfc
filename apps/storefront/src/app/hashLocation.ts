import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';

/*
 * Hash routing (spec section 2): the route and its query both live in the hash, `#/complete?token=…`,
 * and the page's own path and search stay untouched. wouter's hash hook would move the query out of
 * the hash, so the app brings its own location hook.
 */

const hash = () => window.location.hash.replace(/^#/, '');

/** The route's path: `/order` for `#/order?lang=en`, `/` for an empty hash. */
const currentPath = () => hash().split('?')[0] || '/';

/** The route's query without `?`: `lang=en` for `#/order?lang=en`. */
const currentSearch = () => hash().split('?')[1] ?? '';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** Goes to `to` (`/path?query`), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const oldURL = window.location.href;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', `#${to}`);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }));
}

/** wouter's location hook over the hash, with its search hook for `useSearchParams`. */
export const useHashLocation: BaseLocationHook = () => [
  useSyncExternalStore(subscribe, currentPath),
  navigate,
];
useHashLocation.searchHook = () => useSyncExternalStore(subscribe, currentSearch);
