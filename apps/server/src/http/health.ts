import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/**
 * Whether the server is still warming up (rendering its sites' first screens, so that no visitor waits
 * for one) or shutting down; shared by the app and the code that starts and closes it.
 */
export interface Lifecycle {
  warming: boolean;
  draining: boolean;
}

/** Milliseconds `/readyz` waits for the database before it answers 503. */
export const readinessTimeoutMs = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), readinessTimeoutMs);
  });
  const query = sql`select 1 as ok`
    .execute(db.kysely)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process is alive (200 `{"status":"ok"}`), nothing else checked. `GET /readyz`: the
 * server takes traffic: 200 `{"status":"ready"}` when the database answers a query within two seconds,
 * else `503 {"error":"database unreachable"}`; `503 {"error":"warming up"}` until the sites' first screens
 * are kept; `503 {"error":"shutting down"}` once shutdown began.
 * While shutting down every answer also says `Connection: close`, so clients go to another replica.
 */
export function registerHealth(app: Hono, db: Db, lifecycle: Lifecycle): void {
  app.use('*', async (c, next) => {
    await next();
    if (lifecycle.draining) c.header('connection', 'close');
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (lifecycle.draining) return c.json({ error: 'shutting down' }, 503);
    if (lifecycle.warming) return c.json({ error: 'warming up' }, 503);
    if (!(await databaseAnswers(db))) return c.json({ error: 'database unreachable' }, 503);
    return c.json({ status: 'ready' });
  });
}
