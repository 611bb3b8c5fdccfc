import type { MiddlewareHandler } from 'hono';
import type { Metrics } from '../metrics.ts';
import { matchedRoute } from './matchedRoute.ts';

/** Methods counted by name; the others Node accepts (PROPFIND, MKCOL, ... some 30) count as `other`. */
const countedMethods: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

/**
 * The labels of a request: method, route and status. A 404 from a catch-all route (`/*`, `/api/*`) is a
 * path the app has no route for, counted as the one route `unmatched`; with the methods beyond
 * `countedMethods` as one, every label has a fixed set of values, whatever paths and methods clients send.
 */
function requestLabels(method: string, route: string, status: number) {
  return {
    method: countedMethods.has(method) ? method : 'other',
    route: status === 404 && route.endsWith('*') ? 'unmatched' : route,
    status: String(status),
  };
}

/** Counts every request and observes its latency, by method, matched route pattern and status. */
export function requestMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const stop = metrics.requestSeconds.startTimer();
    await next();
    const labels = requestLabels(c.req.method, matchedRoute(c), c.res.status);
    stop(labels);
    metrics.requests.inc(labels);
    metrics.workerRequests?.inc();
  };
}
