import type { Route } from '../routes/define.ts';
import { routes } from '../routes.ts';
import type { UrlParts } from './buildUrl.ts';
import type { Wire } from './wire.ts';

/**
 * URL values in their string form. Every URL codec of the table encodes as `String(value)`: text as
 * itself, ids as digits, id lists as `12,13` (checked against the codecs in the client tests).
 */
function stringsOf(values: unknown): UrlParts {
  const entries = Object.entries((values ?? {}) as Record<string, unknown>);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
}

/** Sends values as the caller's types describe them and resolves to the answer as parsed. */
export const uncheckedWire: Wire = {
  route: (name) => (routes as Record<string, Route>)[name] as Route,
  encode: (_, parts) => ({
    params: stringsOf(parts.params),
    query: parts.query === undefined ? undefined : stringsOf(parts.query),
    body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
  }),
  decode: (_, json) => json,
  describe: String,
};
