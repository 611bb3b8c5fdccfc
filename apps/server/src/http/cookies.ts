import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CallerCookies } from '../service/context.ts';

/** A request that carries no cookies and whose answer sets none (a page's first screen). */
export const noCookies: CallerCookies = {
  get: () => undefined,
  set: () => {},
};

/**
 * The cookies of one request, and those its answer sets: HttpOnly, SameSite=Lax, on the site root it was
 * called under (`/<tenant>/`, or `/` for the demo's root).
 */
export function requestCookies(c: Context): CallerCookies {
  const tenant = c.req.param('tenant');
  const path = tenant ? `/${tenant}/` : '/';
  const secure = new URL(c.req.url).protocol === 'https:';
  return {
    get: (name) => getCookie(c, name),
    set: (name, value, expiresMs) =>
      setCookie(c, name, value, {
        path,
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        expires: new Date(expiresMs),
      }),
  };
}
