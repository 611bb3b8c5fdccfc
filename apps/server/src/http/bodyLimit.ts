import { errorMessages } from '@venue/ticket-core';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The `error` of a request whose body is over the limit (not a catalogue case: the storefront never sends one). */
export const bodyTooLargeMessage = 'request body too large';

/**
 * Refuses request bodies over `maxBytes` with `413 {"error":"request body too large"}` before they are
 * read: by `Content-Length` when the request gives one, else (chunked) while the body streams in, at the
 * first chunk past the limit; the body is never held beyond `maxBytes`. The answer closes the
 * connection, so the rest of the body is not waited for. A chunked body whose client goes away while it
 * is being read answers `400 invalid request` (which no one receives) instead of an internal error.
 * A request with a `Content-Length` within the limit (every JSON call of the storefront) or without a
 * body passes untouched: Node reads no more than its length, and its body, left unread here, is then read
 * straight from the socket, since looking at it here would build a whole web `Request` for it.
 */
export function limitBodies(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json({ error: bodyTooLargeMessage }, 413, { connection: 'close' });
  const limitChunked = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (!c.req.header('transfer-encoding')) {
      const length = c.req.header('content-length');
      return length !== undefined && Number.parseInt(length, 10) > maxBytes ? tooLarge(c) : next();
    }
    try {
      return await limitChunked(c, next);
    } catch {
      // Errors of handlers are answered by the app's error handler inside `next`; what reaches here is a
      // failed read of the body itself.
      return c.json({ error: errorMessages.invalidRequest }, 400, { connection: 'close' });
    }
  };
}
