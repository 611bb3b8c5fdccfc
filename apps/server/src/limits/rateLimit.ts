import { sql } from 'kysely';
import { nowMs } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { type DomainErrorKey, LimitReachedError } from '../domainError.ts';

/** The window of the limits on guesses (coupon codes, member logins, reservation inquiries). */
export const quarterHour = 15 * 60_000;

/** Windows that started longer ago than this are deleted; the longest window in use is an hour. */
const keepWindowsMs = 24 * 60 * 60_000;
/** How often one process deletes old windows. */
const pruneEveryMs = 10 * 60_000;
let nextPruneMs = 0;

/** Deletes the counts of long-past windows, at most once per `pruneEveryMs` in this process. */
async function pruneOldWindows(db: Db): Promise<void> {
  const now = nowMs();
  if (now < nextPruneMs) return;
  nextPruneMs = now + pruneEveryMs;
  await db.kysely
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now - keepWindowsMs).toISOString())
    .execute();
}

/** Counts one call of `key` in its current window (one atomic upsert); answers the window and the count. */
async function countCall(db: Db, key: string, windowMs: number) {
  await pruneOldWindows(db);
  const windowStart = new Date(Math.floor(nowMs() / windowMs) * windowMs).toISOString();
  const row = await db.kysely
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return { windowStart, count: row.count };
}

/**
 * A fixed-window limit counted in the database, so every replica shares it: at most `limit` calls per
 * `windowMs` for `key`. Over the limit the call fails with `error` and status 429.
 */
export async function rateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  error: DomainErrorKey,
): Promise<void> {
  const { count } = await countCall(db, key, windowMs);
  if (count > limit) throw new LimitReachedError(error);
}

/**
 * A limit on failures (wrong guesses) rather than calls: at most `limit` calls per `windowMs` for `key`
 * may end in an error that `isCounted` accepts; once they have, every call fails with `error` (429)
 * before `work` runs, even one that would succeed. Each call is counted before `work` runs and given back
 * when it succeeds or fails otherwise, so parallel calls cannot slip past the limit either.
 */
export async function limitFailures<T>(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  error: DomainErrorKey,
  isCounted: (failure: unknown) => boolean,
  work: () => Promise<T>,
): Promise<T> {
  const { windowStart, count } = await countCall(db, key, windowMs);
  if (count > limit) throw new LimitReachedError(error);
  let counted = false;
  try {
    return await work();
  } catch (failure) {
    counted = isCounted(failure);
    throw failure;
  } finally {
    if (!counted)
      await db.kysely
        .updateTable('rate_limits')
        .set({ count: sql`count - 1` })
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .execute();
  }
}
