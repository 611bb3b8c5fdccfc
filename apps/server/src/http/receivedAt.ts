import type { Context, MiddlewareHandler } from 'hono';
import { nowMs } from '../clock.ts';

declare module 'hono' {
  interface ContextVariableMap {
    receivedMs: number;
  }
}

/**
 * Stamps each request with the instant the server received it (its clock, `nowMs`), before any other
 * middleware, body or handler of it has run: registered first, it runs in the same turn of the event loop
 * as Node's `request` event. What the server orders by arrival (the waiting room's joins) goes by this
 * stamp, not by when a busy handler got to it.
 */
export function stampReceipt(): MiddlewareHandler {
  return async (c, next) => {
    c.set('receivedMs', nowMs());
    await next();
  };
}

/** The instant `stampReceipt` gave the request. */
export function receivedMs(c: Context): number {
  return c.get('receivedMs');
}
