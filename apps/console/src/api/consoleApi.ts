import { type ApiClient, createUncheckedApiClient, isApiError } from '@venue/ticket-core';

/**
 * The API client of one venue's console: its calls go to `/<venue>/api/admin/v1` with the session cookie
 * (same origin), and every changing call carries the session's CSRF token, whichever it is now.
 */
export function consoleApi(venueId: string, csrfToken: () => string | null): ApiClient {
  return createUncheckedApiClient({
    root: `/${encodeURIComponent(venueId)}/api/v1`,
    headers: (): Record<string, string> => {
      const token = csrfToken();
      return token ? { 'x-csrf-token': token } : {};
    },
  });
}

/** The text key of a failed call's message (`error.<server message>`), or the generic one. */
export function errorKeyOf(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.message) return `error.${error.message}`;
  return 'error.other';
}

/** Whether a call failed because the session is gone (401): the console then asks to sign in. */
export function needsSignIn(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 401;
}
