import type { Answer } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { byTime } from './scanDecision.ts';

type Conflict = Answer<'syncGateScans'>['conflicts'][number];

/**
 * The tickets device `deviceId` let in that another gate let in too, both by the gates' own (offline)
 * decisions on codes that matched the ticket: one entry per pair of its admission and another gate's,
 * saying whose came first (by scan time, then arrival). With `since`, only the pairs one of whose scans
 * arrived at or after it.
 */
export async function gateConflicts(
  db: Kysely<Database>,
  tenantId: string,
  deviceId: string,
  since: string | undefined,
): Promise<Conflict[]> {
  const after = since === undefined ? undefined : new Date(since).toISOString();
  const rows = await db
    .selectFrom('gate_scans as own')
    .innerJoin('gate_scans as other', (join) =>
      join
        .onRef('other.ticket_id', '=', 'own.ticket_id')
        .onRef('other.tenant_id', '=', 'own.tenant_id')
        .onRef('other.device_id', '!=', 'own.device_id'),
    )
    .select(['own.id', 'own.ticket_id', 'own.scanned_at', 'own.device_id'])
    .select(['other.id as other_id', 'other.device_id as other_gate', 'other.scanned_at as other_scanned_at'])
    .where('own.tenant_id', '=', tenantId)
    .where('own.device_id', '=', deviceId)
    .where('own.known', '=', 1)
    .where('own.admitted', '=', 1)
    .where('other.known', '=', 1)
    .where('other.admitted', '=', 1)
    .$if(after !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('own.received_at', '>=', after as string), eb('other.received_at', '>=', after as string)]),
      ),
    )
    .orderBy('own.ticket_id')
    .orderBy('other.scanned_at')
    .orderBy('other.id')
    .execute();
  return rows.map((row) => ({
    ticket_id: row.ticket_id,
    scanned_at: row.scanned_at,
    other_gate: row.other_gate,
    other_scanned_at: row.other_scanned_at,
    first:
      byTime(row, { id: row.other_id, device_id: row.other_gate, scanned_at: row.other_scanned_at }) < 0
        ? 'this_gate'
        : 'other_gate',
  }));
}
