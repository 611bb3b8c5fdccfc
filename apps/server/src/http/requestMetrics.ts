import type { MiddlewareHandler } from 'hono';
import type { Metrics } from '../metrics.ts';
import { matchedRoute } from './matchedRoute.ts';

/** Counts every request and observes its latency, by method, matched route pattern and status. */
export function requestMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const stop = metrics.requestSeconds.startTimer();
    await next();
    const labels = { method: c.req.method, route: matchedRoute(c), status: String(c.res.status) };
    stop(labels);
    metrics.requests.inc(labels);
  };
}
