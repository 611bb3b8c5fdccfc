/**
 * A product page's address as search engines and link previews give it (`/<site>/?id=<uuid>&lang=en`, the
 * sitemap's and the JSON-LD's `url`): the app reads its entry query from the hash route, so the page's
 * query moves there (`/<site>/#/?id=<uuid>&lang=en`). The address to show instead, or null when the
 * page has a route of its own or names no product.
 */
export function productPageAddress(pathname: string, search: string, hash: string): string | null {
  if (hash.replace(/^#\/?/, '') !== '' || !new URLSearchParams(search).has('id')) return null;
  return `${pathname}#/${search}`;
}
