import type { Kysely } from 'kysely';
import { nowMs } from '../src/clock.ts';
import type { Database } from '../src/db/schema.ts';

/** Tokyo date and HH:MM of an instant. */
function tokyo(ms: number): { date: string; time: string } {
  const text = new Date(ms + 9 * 3_600_000).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/**
 * Moves a time slot so that it runs from `startMinutes` to `endMinutes` around now on the server's clock
 * (Tokyo time), so a test can check tickets in now or outside their slot. A slot stays within one day, as
 * a venue's do: one that would cross midnight is cut there, on the side of today, so now keeps its place
 * before, in or after the slot (just before midnight it ends at 23:59; just after, it starts at 00:00).
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
  const today = tokyo(now).date;
  const slot =
    start.date === end.date
      ? { date: start.date, start_time: start.time, end_time: end.time }
      : start.date === today
        ? { date: today, start_time: start.time, end_time: '23:59' }
        : { date: end.date, start_time: '00:00', end_time: end.time };
  await db.updateTable('time_spans').set(slot).where('id', '=', spanId).execute();
}
