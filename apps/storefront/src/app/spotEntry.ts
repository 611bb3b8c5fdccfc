import { storage } from '../tenant.ts';
import { pageHref } from './pages.ts';

/** The spot entry's saved `qr_token` (spec 3: the session's spot order token), as the entry URL's query. */
export function spotEntryQuery(): Record<string, string> {
  const qrToken = storage.get<string>('spotOrderToken');
  return qrToken ? { qr_token: qrToken } : {};
}

/**
 * Where the header's logo leads: on a spot route (spec 2: a route containing "spot") back to the spot
 * entry of the session's QR code, elsewhere to the online order page.
 */
export function homeHref(route: string): string {
  return route.includes('spot') ? pageHref('spot', spotEntryQuery()) : pageHref('entry');
}
