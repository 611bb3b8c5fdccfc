/**
 * Pages no search engine should list: the ticket pages (view, gate, receipt) under `tickets/`, the
 * sandbox payment pages, the dev mailbox, and entries opened with a spot QR or membership token.
 */
const privatePath = /^\/(?:[a-z0-9-]+\/)?(?:tickets|sandbox)(?:\/|$)|^\/dev(?:\/|$)/;
const privateQueries = ['qr_token', 'membership_token', 'membership_value'];

export function isPrivatePage(url: URL): boolean {
  return privatePath.test(url.pathname) || privateQueries.some((name) => url.searchParams.has(name));
}
