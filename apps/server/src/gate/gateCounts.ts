import type { Answer } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { venueToday } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/**
 * Per slot of the venue's today: its tickets used (at any gate, or checked in; each ticket once) of those
 * to admit, cancelled ones left out of both. The same figure as the day's `checked_in` in the console.
 */
export async function todaySlotCounts(
  db: Kysely<Database>,
  tenantId: string,
): Promise<Answer<'syncGateScans'>['slots']> {
  const rows = await db
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .innerJoin('time_spans as s', 's.id', 't.time_span_id')
    .select('t.time_span_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('expected'),
      eb.fn.sum<number>(eb.case().when('t.status', '=', 'used').then(1).else(0).end()).as('admitted'),
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('s.date', '=', venueToday().toString())
    .where('t.status', '!=', 'invalid')
    .groupBy('t.time_span_id')
    .orderBy('t.time_span_id')
    .execute();
  return rows.map((row) => ({
    time_span_id: row.time_span_id,
    admitted: Number(row.admitted),
    expected: Number(row.expected),
  }));
}
