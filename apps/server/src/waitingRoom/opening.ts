import { type Selectable, sql } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { promisesPerDb } from '../db/promisesPerDb.ts';
import type { WaitingRoomOpeningTable } from '../db/schema.ts';
import type { RoomKey } from './queue.ts';

/** A room's opening as stored, with the places it gave (by arrival number), kept in each process. */
export interface Opening extends Pick<Selectable<WaitingRoomOpeningTable>, 'last_seq' | 'placed'> {
  places: ReadonlyMap<number, number>;
}

/**
 * How long after the opening its places are written: a join that came before the opening but is still
 * being stored then (a busy server) is placed right after those written, not among the early arrivals.
 */
export const openingSettlesMs = 1_000;

const read = (db: Db, room: RoomKey) =>
  db.kysely
    .selectFrom('waiting_room_openings')
    .select(['last_seq', 'placed'])
    .where('tenant_id', '=', room.tenantId)
    .where('opens_at', '=', room.opensAt)
    .executeTakeFirst();

/**
 * Writes the room's opening unless another instance has: in one transaction, claims it with the highest
 * arrival number so far, stores places 1, 2, … on the entries up to it (the early arrivals first, in the
 * order of their random draws, then the others by when the server received their joins) and records how many were placed. A
 * second instance's claim waits for the first's transaction and then does nothing.
 */
async function write(db: Db, room: RoomKey): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('waiting_room_entries')
      .select((eb) => eb.fn.max('seq').as('last'))
      .executeTakeFirstOrThrow();
    const lastSeq = Number(last ?? 0);
    const claimed = await trx
      .insertInto('waiting_room_openings')
      .values({
        tenant_id: room.tenantId,
        opens_at: room.opensAt,
        last_seq: lastSeq,
        placed: 0,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'opens_at']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return;
    const placed = await sql`
      update waiting_room_entries set place = ranked.place
      from (
        select seq, row_number() over (
          order by early desc, case when early = 1 then draw else '' end, arrived_at, seq
        ) as place
        from waiting_room_entries
        where tenant_id = ${room.tenantId} and opens_at = ${room.opensAt} and seq <= ${lastSeq}
      ) as ranked
      where waiting_room_entries.seq = ranked.seq`.execute(trx);
    await trx
      .updateTable('waiting_room_openings')
      .set({ placed: Number(placed.numAffectedRows ?? 0) })
      .where('tenant_id', '=', room.tenantId)
      .where('opens_at', '=', room.opensAt)
      .execute();
  });
}

const openings = promisesPerDb<Opening>();

async function readOrWrite(db: Db, room: RoomKey): Promise<Opening> {
  let stored = await read(db, room);
  if (!stored) {
    await write(db, room);
    stored = await read(db, room);
  }
  if (!stored) throw new Error('waiting room opening not stored');
  const placed = await db.kysely
    .selectFrom('waiting_room_entries')
    .select(['seq', 'place'])
    .where('tenant_id', '=', room.tenantId)
    .where('opens_at', '=', room.opensAt)
    .where('place', 'is not', null)
    .execute();
  return { ...stored, places: new Map(placed.map((row) => [row.seq, row.place as number])) };
}

/**
 * The room's opening, asked for once it has settled (`openingSettlesMs` after the opening): read, or
 * written by the first instance that needs it, once per process.
 */
export function openingOf(db: Db, room: RoomKey): Promise<Opening> {
  return openings(db, `${room.tenantId} ${room.opensAt}`, () => readOrWrite(db, room));
}

/**
 * The 1-based place of arrival number `seq` once the room has opened: the one given at the opening, or
 * for a later arrival the opening's last place plus how far its number is past the opening's. Arrival
 * numbers are shared by every room, so another site's joins leave places empty (admitted with no one in
 * them); a join still being stored when the opening was written shares the first place after it.
 */
export function placeOf(opening: Opening, seq: number): number {
  return opening.places.get(seq) ?? opening.placed + Math.max(1, seq - opening.last_seq);
}
