import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { StaffSessionCookie } from '../service/context.ts';
import type { TrustProxy } from './clientAddress.ts';
import { cameOverHttps } from './securityHeaders.ts';

/** The staff session cookie's name; over HTTPS it carries the `__Host-` prefix (Secure, Path=/, no Domain). */
export const staffCookieName = 'venue_staff';

/**
 * The staff session cookie of a request: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), Secure and `__Host-` over HTTPS (directly or through a trusted proxy), on the whole host,
 * since the console at `/console/` calls every venue's admin path.
 */
export function staffSessionCookie(c: Context, trustProxy: TrustProxy): StaffSessionCookie {
  const secure = new URL(c.req.url).protocol === 'https:' || cameOverHttps(c, trustProxy);
  const prefix = secure ? ('host' as const) : undefined;
  return {
    token: () => getCookie(c, staffCookieName, prefix),
    set: (token, expiresMs) =>
      setCookie(c, staffCookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
        secure,
        expires: new Date(expiresMs),
        prefix,
      }),
    clear: () => {
      deleteCookie(c, staffCookieName, { path: '/', secure, httpOnly: true, sameSite: 'Strict', prefix });
    },
  };
}

/**
 * Whether a changing console call came from another site's page: its `Sec-Fetch-Site` is not
 * `same-origin`, or, from a browser that sends none, its `Origin` names another host. A call with neither
 * (not from a browser) is not refused here; it still needs the session's CSRF token.
 */
export function fromAnotherSite(c: Context): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return true;
  }
}
