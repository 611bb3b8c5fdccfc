/**
 * Goes to `to` (`/path?query`, written into the hash) from outside React, as the error handler does;
 * adds a history entry unless `replace`. The hash router follows the history through `popstate`, as on
 * the browser's back button, which is announced here since the history API itself announces nothing.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  window.history[replace ? 'replaceState' : 'pushState'](null, '', `#${to}`);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
