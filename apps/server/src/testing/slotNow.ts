import type { Kysely } from 'kysely';
import { nowMs } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/** Tokyo date and HH:MM of an instant. */
function tokyo(ms: number): { date: string; time: string } {
  const text = new Date(ms + 9 * 3_600_000).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/**
 * Moves a time slot so that it runs from `startMinutes` to `endMinutes` around now on the server's clock (Tokyo time), kept
 * within one day, so a test can check tickets in now or outside their slot.
 */
export async function moveSlot(
  db: Kysely<Database>,
  spanId: number,
  startMinutes: number,
  endMinutes: number,
) {
  const now = nowMs();
  const start = tokyo(now + startMinutes * 60_000);
  const end = tokyo(now + endMinutes * 60_000);
  const sameDay = start.date === end.date;
  await db
    .updateTable('time_spans')
    .set({
      date: end.date,
      start_time: sameDay ? start.time : '00:00',
      end_time: end.time,
    })
    .where('id', '=', spanId)
    .execute();
}
