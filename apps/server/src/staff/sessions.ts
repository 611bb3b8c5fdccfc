import type { Kysely } from 'kysely';
import { nowIso, nowMs } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { newSessionToken, sessionKeyOf } from './sessionTokens.ts';

/** How long a staff session lives. */
export interface SessionTimes {
  /** It ends after this long without a call. */
  idleMs: number;
  /** It ends this long after signing in, however much it is used (a working day). */
  absoluteMs: number;
}

export const sessionTimes: SessionTimes = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 };

/** A session's last use is written at most this often (each call would otherwise write a row). */
const touchEveryMs = 60_000;

export interface StaffSession {
  staffId: number;
  /** SHA-256 (hex) of its token: its row's key. */
  key: string;
  expiresAt: string;
}

/** Starts a session of `staffId`: answers its token (for the cookie; only its hash is kept) and its end. */
export async function startSession(db: Kysely<Database>, staffId: number) {
  const token = newSessionToken();
  const now = nowIso();
  const expiresAt = nowIso(sessionTimes.absoluteMs);
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: sessionKeyOf(token),
      staff_id: staffId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  // Sessions of this account that ended are deleted as it signs in again.
  await db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', nowIso(-sessionTimes.idleMs))]),
    )
    .execute();
  return { token, expiresAt };
}

/**
 * The live session of `token`, its last use noted; null when there is none or it ended (idle for
 * `idleMs`, or past its absolute end), and an ended one is deleted.
 */
export async function liveSession(db: Kysely<Database>, token: string): Promise<StaffSession | null> {
  const key = sessionKeyOf(token);
  const row = await db
    .selectFrom('staff_sessions')
    .select(['staff_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  const now = nowMs();
  if (Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + sessionTimes.idleMs <= now) {
    await endSession(db, key);
    return null;
  }
  if (Date.parse(row.last_seen_at) + touchEveryMs <= now)
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: nowIso() })
      .where('token_hash', '=', key)
      .execute();
  return { staffId: row.staff_id, key, expiresAt: row.expires_at };
}

export async function endSession(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', key).execute();
}

/** Ends every session of a staff member, on every device. */
export async function endAllSessions(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}
