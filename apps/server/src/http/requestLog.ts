import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.ts';
import { matchedRoute } from './matchedRoute.ts';

/** Probes called every few seconds by an orchestrator: logged at debug level, not info. */
const probeRoutes: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One JSON log line per request: method, the matched route pattern (paths carry reservation and order
 * tokens, so the raw path is never logged), status and milliseconds. No query string, body, address or
 * header is logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = matchedRoute(c);
    const line = {
      method: c.req.method,
      route,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (probeRoutes.has(route)) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
}
