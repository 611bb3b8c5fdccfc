import { storage, tenant } from '../tenant.ts';

/** The entry query's names (screens/Entry): a visit with one renders differently from the build's render. */
const entryQueryNames = ['id', 'membership_value', 'membership_token'];

/**
 * Whether `root` holds the build's render (plugins/prerenderFirstScreen.ts) of what this visit's first
 * render shows, so the app hydrates it instead of rendering afresh: the same route without an entry
 * query (given or saved), in the tenant's default language.
 */
export function showsFirstRender(root: HTMLElement, route: string, language: string): boolean {
  const [path = '/', query = ''] = route.split('?');
  const params = new URLSearchParams(query);
  return (
    root.dataset.prerendered === (path || '/') &&
    language === tenant.defaultLanguage &&
    !entryQueryNames.some((name) => params.has(name)) &&
    storage.get('entryQuery') === null
  );
}
