import type { dateSelectionModes } from '../api/endpoints/shared.ts';

export type DateSelectionMode = (typeof dateSelectionModes)[number];

/** Gates open this long before a ticket's time slot starts. */
export const checkInOpensMinutesBefore = 30;

/** A day in milliseconds; Tokyo keeps no daylight saving time. */
const dayMs = 24 * 60 * 60_000;

/** A time slot as stored: its Tokyo date (yyyy-MM-dd) and start and end (HH:MM). */
export interface SlotTimes {
  date: string;
  start_time: string;
  end_time: string;
}

/** Epoch milliseconds of a Tokyo date and HH:MM. */
function tokyoMs(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+09:00`);
}

/**
 * When a ticket of a time slot can be checked into, as epoch milliseconds. A product sold by date (a day
 * ticket, date-selection mode `date`) is valid the whole calendar day of its slot in Tokyo; the others
 * from 30 minutes before their slot starts to its end. Sales of a slot end when its window closes.
 */
export function checkInWindow(span: SlotTimes, saleType: DateSelectionMode) {
  if (saleType === 'date') {
    const opens = tokyoMs(span.date, '00:00');
    return { opens, closes: opens + dayMs };
  }
  return {
    opens: tokyoMs(span.date, span.start_time) - checkInOpensMinutesBefore * 60_000,
    closes: tokyoMs(span.date, span.end_time),
  };
}
