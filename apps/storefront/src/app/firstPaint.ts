import { storage } from '../tenant.ts';

/** The entry query's names (screens/Entry): a visit with one renders differently from the build's render. */
const entryQueryNames = ['id', 'membership_value', 'membership_token'];

/**
 * Whether `root` holds the render of the build (plugins/prerenderFirstScreen.ts) or the server
 * (apps/server/src/seo/firstScreen.ts) of what this visit's first render shows, so the app hydrates it
 * instead of rendering afresh: the same route and language (`data-prerendered`, `data-lang`), without an
 * entry query (given or saved), a saved order draft or a member's login, which change what the order
 * screen shows.
 */
export function showsFirstRender(root: HTMLElement, route: string, language: string): boolean {
  const [path = '/', query = ''] = route.split('?');
  const params = new URLSearchParams(query);
  return (
    root.dataset.prerendered === (path || '/') &&
    language === root.dataset.lang &&
    !entryQueryNames.some((name) => params.has(name)) &&
    storage.get('entryQuery') === null &&
    storage.get('orderPage') === null &&
    storage.get('membershipInQuery') === null
  );
}
