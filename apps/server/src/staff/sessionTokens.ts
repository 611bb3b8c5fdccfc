import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session token: 256 random bits, URL-safe. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session token: its SHA-256, hex. */
export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The session's CSRF token: an HMAC of a fixed label keyed with the session token. Only a page that can
 * read the session's answers (same origin) learns it; it tells nothing of the session token, and needs
 * no storage of its own.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('venue-console-csrf').digest('base64url');
}

/** Whether `given` is the CSRF token of `sessionToken`, compared in constant time. */
export function csrfTokenMatches(sessionToken: string, given: string | undefined): boolean {
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The key a sign-in address is counted under: the SHA-256 of it lowercased, so no address is stored. */
export function addressKeyOf(email: string): string {
  return createHash('sha256').update(normalEmail(email)).digest('hex');
}

/** An address as accounts are kept: trimmed and lowercased. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}
