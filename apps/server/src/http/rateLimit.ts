import { sql } from 'kysely';
import { nowMs } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from './apiError.ts';

/**
 * A fixed-window limit counted in the database, so every replica shares it: at most `limit` calls per
 * `windowMs` for `key`. Over the limit the call fails with `error` and status 429.
 */
export async function rateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  error: ConstructorParameters<typeof ApiError>[0],
): Promise<void> {
  const windowStart = new Date(Math.floor(nowMs() / windowMs) * windowMs).toISOString();
  const row = await db.kysely
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count > limit) throw new ApiError(error, { status: 429 });
}
