import { errorMessages } from '@venue/ticket-core';
import type { Hono } from 'hono';
import { type Metrics, processMetrics } from '../metrics.ts';
import { bearerMatches } from './bearer.ts';

export interface MetricsAccess {
  /** Whether `/metrics` is served at all; 404 otherwise. */
  enabled: boolean;
  /** When set, `/metrics` asks for `Authorization: Bearer <token>` and answers 401 without it. */
  token: string | null;
}

/** The app's and the process's metrics in Prometheus' text format. */
async function processText(metrics: Metrics): Promise<string> {
  return (await metrics.registry.metrics()) + (await processMetrics().metrics());
}

/**
 * `GET /metrics`: the app's and the process's metrics in Prometheus' text format; `machineText`, when
 * given, answers instead (those of every server process of the machine, summed).
 */
export function registerMetrics(
  app: Hono,
  metrics: Metrics,
  access: MetricsAccess,
  machineText?: () => Promise<string>,
): void {
  app.get('/metrics', async (c) => {
    if (!access.enabled) return c.json({ error: errorMessages.recordNotFound }, 404);
    if (access.token !== null && !bearerMatches(c.req.header('authorization'), access.token))
      return c.json({ error: 'unauthorized' }, 401, { 'www-authenticate': 'Bearer' });
    const text = machineText ? await machineText() : await processText(metrics);
    return c.body(text, 200, { 'content-type': metrics.registry.contentType });
  });
}
