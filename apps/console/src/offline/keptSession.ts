import { del, get, set } from 'idb-keyval';
import type { StaffSession } from '../app/session.tsx';

/**
 * The staff session a console keeps per venue, so that a gate reopened with no network (the service
 * worker serves the page) still knows who signed in and what their role may do. It is kept without its
 * CSRF token, which only the server's answer gives; forgotten on signing out or when the server refuses.
 */
export type KeptSession = Omit<StaffSession, 'csrf_token'>;

const keyOf = (venueId: string) => `session:${venueId}`;

export function keepSession(
  venueId: string,
  { csrf_token: _token, ...session }: StaffSession,
): Promise<void> {
  return set(keyOf(venueId), session);
}

/** The kept session, as a session without a CSRF token: any changing call is refused until one comes. */
export async function keptSession(venueId: string): Promise<StaffSession | null> {
  const kept = await get<KeptSession>(keyOf(venueId));
  return kept ? { ...kept, csrf_token: '' } : null;
}

export function forgetSession(venueId: string): Promise<void> {
  return del(keyOf(venueId));
}
