import { setTimeout as sleep } from 'node:timers/promises';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import { promisesPerDb } from '../db/promisesPerDb.ts';
import type { WaitingRoomEntryTable } from '../db/schema.ts';

export type QueueEntry = Selectable<WaitingRoomEntryTable>;

/** A site's room: the tenant and the room's opening instant as configured. */
export interface RoomKey {
  tenantId: string;
  opensAt: string;
}

const entries = (db: Db, room: RoomKey) =>
  db.kysely
    .selectFrom('waiting_room_entries')
    .where('tenant_id', '=', room.tenantId)
    .where('opens_at', '=', room.opensAt);

export function findEntry(db: Db, room: RoomKey, visitor: string): Promise<QueueEntry | undefined> {
  return entries(db, room).selectAll().where('visitor', '=', visitor).executeTakeFirst();
}

type NewEntry = Pick<QueueEntry, 'visitor' | 'early' | 'draw' | 'arrived_at'>;

interface Join {
  room: RoomKey;
  entry: NewEntry;
  done: (stored: QueueEntry | PromiseLike<QueueEntry>) => void;
}

/** Joins waiting to be stored, per database, and whether an insert of them is under way. */
const joinsByDb = new WeakMap<Db, { waiting: Join[]; storing: boolean }>();
/** Most rows one insert stores. */
const joinsPerInsert = 500;
/**
 * How long the first join of a batch waits for others before they are stored. On this kind of machine a
 * join stored on its own costs the server about a third more CPU and PostgreSQL nearly twice as much as
 * one of a batch (500 joins a second on one server, apps/server/BENCHMARKS.md): without the wait, a server
 * that keeps up inserts them one by one. A visitor who joins waits minutes; 20 ms more is not seen.
 */
export const gatherJoinsMs = 20;

const entryKey = (tenantId: string, opensAt: string, visitor: string) => `${tenantId} ${opensAt} ${visitor}`;

/**
 * Stores `joins` in one statement, their arrival numbers in the order the server received them (a join
 * whose handler waited longer for the database comes into the batch later than its stamp says); a
 * browser already in keeps its entry.
 */
async function storeJoins(db: Db, joins: Join[]): Promise<void> {
  const received = [...joins].sort((a, b) => Date.parse(a.entry.arrived_at) - Date.parse(b.entry.arrived_at));
  try {
    const rows = await db.kysely
      .insertInto('waiting_room_entries')
      .values(
        received.map(({ room, entry }) => ({ tenant_id: room.tenantId, opens_at: room.opensAt, ...entry })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'opens_at', 'visitor']).doNothing())
      .returningAll()
      .execute();
    const byKey = new Map(rows.map((row) => [entryKey(row.tenant_id, row.opens_at, row.visitor), row]));
    for (const join of joins) {
      const row = byKey.get(entryKey(join.room.tenantId, join.room.opensAt, join.entry.visitor));
      join.done(
        row ??
          findEntry(db, join.room, join.entry.visitor).then((found) => {
            if (!found) throw new Error('waiting room entry not stored');
            return found;
          }),
      );
    }
  } catch (error) {
    for (const join of joins) join.done(Promise.reject(error));
  }
}

/**
 * Adds a browser to the room's queue, its arrival number taken from the database's sequence; a browser
 * already in it keeps its entry. Joins are stored in batches, in the order the server received them: a
 * batch takes the joins that come within `gatherJoinsMs` of its first and while the insert before it is
 * under way, so when a thousand browsers join in a second the database commits a few dozen inserts rather
 * than a thousand.
 */
export function addEntry(db: Db, room: RoomKey, entry: NewEntry): Promise<QueueEntry> {
  let queue = joinsByDb.get(db);
  if (!queue) {
    queue = { waiting: [], storing: false };
    joinsByDb.set(db, queue);
  }
  const joins = queue;
  const stored = new Promise<QueueEntry>((resolve) => {
    joins.waiting.push({ room, entry, done: resolve });
  });
  if (!joins.storing) {
    joins.storing = true;
    void (async () => {
      while (joins.waiting.length > 0) {
        await sleep(gatherJoinsMs);
        await storeJoins(db, joins.waiting.splice(0, joinsPerInsert));
      }
      joins.storing = false;
    })();
  }
  return stored;
}

const uuidsByRoom = promisesPerDb<string[]>();

/**
 * The uuids of a room's gated products, in the config's order (unknown ids left out); read once per
 * process, since a product keeps its uuid.
 */
export function productUuids(db: Db, tenantId: string, ids: readonly number[]): Promise<string[]> {
  return uuidsByRoom(db, `${tenantId} ${ids.join(',')}`, () =>
    db.kysely
      .selectFrom('products')
      .select(['id', 'uuid'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute()
      .then((rows) => ids.flatMap((id) => rows.find((row) => row.id === id)?.uuid ?? [])),
  );
}

/**
 * Counts one order creation on the pass of entry `seq`, unless it has been used `uses` times already;
 * answers whether it was counted. One conditional `UPDATE`, so parallel orders on any instance cannot
 * overuse it.
 */
export async function usePass(db: Db, room: RoomKey, seq: number, uses: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('waiting_room_entries')
    .set((eb) => ({ pass_uses: eb('pass_uses', '+', 1) }))
    .where('tenant_id', '=', room.tenantId)
    .where('opens_at', '=', room.opensAt)
    .where('seq', '=', seq)
    .where('pass_uses', '<', uses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
