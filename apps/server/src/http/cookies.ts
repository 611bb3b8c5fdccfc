import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The cookies of one request, and those its answer sets, scoped to the site root it was called under. */
export interface RequestCookies {
  get(name: string): string | undefined;
  /** Sets an HttpOnly, SameSite=Lax cookie on the site root (`/<tenant>/`, or `/` for the demo's root). */
  set(name: string, value: string, expiresMs: number): void;
}

/** A request that carries no cookies and whose answer sets none (a page's first screen). */
export const noCookies: RequestCookies = {
  get: () => undefined,
  set: () => {},
};

export function requestCookies(c: Context): RequestCookies {
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
