import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
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

/**
 * Adds a browser to the room's queue, its arrival number taken from the database's sequence (one
 * statement); a browser already in it keeps its entry.
 */
export async function addEntry(
  db: Db,
  room: RoomKey,
  entry: Pick<QueueEntry, 'visitor' | 'early' | 'draw' | 'arrived_at'>,
): Promise<QueueEntry> {
  const added =
    (await db.kysely
      .insertInto('waiting_room_entries')
      .values({ tenant_id: room.tenantId, opens_at: room.opensAt, ...entry })
      .onConflict((oc) => oc.columns(['tenant_id', 'opens_at', 'visitor']).doNothing())
      .returningAll()
      .executeTakeFirst()) ?? (await findEntry(db, room, entry.visitor));
  if (!added) throw new Error('waiting room entry not stored');
  return added;
}

const uuidsByRoom = new WeakMap<Db, Map<string, Promise<string[]>>>();

/**
 * The uuids of a room's gated products, in the config's order (unknown ids left out); read once per
 * process, since a product keeps its uuid.
 */
export function productUuids(db: Db, tenantId: string, ids: readonly number[]): Promise<string[]> {
  let known = uuidsByRoom.get(db);
  if (!known) {
    known = new Map();
    uuidsByRoom.set(db, known);
  }
  const key = `${tenantId} ${ids.join(',')}`;
  let uuids = known.get(key);
  if (!uuids) {
    uuids = db.kysely
      .selectFrom('products')
      .select(['id', 'uuid'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute()
      .then((rows) => ids.flatMap((id) => rows.find((row) => row.id === id)?.uuid ?? []));
    known.set(key, uuids);
    uuids.catch(() => known.delete(key));
  }
  return uuids;
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
