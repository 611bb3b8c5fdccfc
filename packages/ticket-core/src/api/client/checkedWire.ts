import { z } from 'zod';
import type { Endpoint } from '../endpoints/define.ts';
import { endpoints } from '../endpoints.ts';
import type { UrlParts } from './buildUrl.ts';
import type { Wire } from './wire.ts';

const entryOf = (name: string) => (endpoints as Record<string, Endpoint>)[name] as Endpoint;

/**
 * Encodes requests with the endpoint table's codecs (a list of ids becomes `12,13`) and checks each
 * request and 2xx answer against the call's schemas.
 */
export const checkedWire: Wire = {
  route: entryOf,
  encode(name, parts) {
    const entry = entryOf(name);
    const params: UrlParts = entry.params
      ? z.encode(entry.params, parts.params as Record<string, unknown>)
      : {};
    const query = entry.query ? z.encode(entry.query, parts.query as Record<string, unknown>) : undefined;
    const body = entry.body ? JSON.stringify(z.encode(entry.body, parts.body)) : undefined;
    return { params, query, body };
  },
  decode: (name, json) => entryOf(name).answer.parse(json),
  describe: (error) => (error instanceof z.ZodError ? z.prettifyError(error) : String(error)),
};
