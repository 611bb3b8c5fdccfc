import { errorMessages } from '@venue/ticket-core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The `error` of a request whose body is over the limit (not a catalogue case: the storefront never sends one). */
export const bodyTooLargeMessage = 'request body too large';

/**
 * Refuses request bodies over `maxBytes` with `413 {"error":"request body too large"}` before they are
 * read: by `Content-Length` when the request gives one, else (chunked) while the body streams in, at the
 * first chunk past the limit; the body is never held beyond `maxBytes`. The answer closes the
 * connection, so the rest of the body is not waited for. A body whose client goes away while it is being
 * read answers `400 invalid request` (which no one receives) instead of an internal error. A request
 * without a body (neither chunked nor of a length over 0: every GET and most waiting-room joins) passes
 * untouched, since looking at its body would build a whole web `Request` for nothing.
 */
export function limitBodies(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json({ error: bodyTooLargeMessage }, 413, { connection: 'close' }),
  });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (!c.req.header('transfer-encoding') && (length === undefined || length === '0')) return next();
    try {
      return await limit(c, next);
    } catch {
      // Errors of handlers are answered by the app's error handler inside `next`; what reaches here is a
      // failed read of the body itself.
      return c.json({ error: errorMessages.invalidRequest }, 400, { connection: 'close' });
    }
  };
}
