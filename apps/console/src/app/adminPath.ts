import { adminRootPath } from '@venue/ticket-core';

/**
 * The address of a venue's console call that answers a file (a CSV export), for a download link: the
 * browser sends the session cookie itself, and a read needs no CSRF token.
 */
export function adminFileUrl(venueId: string, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `/${encodeURIComponent(venueId)}${adminRootPath}${path}${search ? `?${search}` : ''}`;
}
