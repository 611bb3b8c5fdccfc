import type { ProductTable } from '../db/schema.ts';
import { venueDateTime } from '../text.ts';

/** Gates open this long before a ticket's time slot starts. */
export const checkInOpensMinutesBefore = 30;

/** A day in milliseconds; Tokyo keeps no daylight saving time. */
const dayMs = 24 * 60 * 60_000;

/**
 * When a ticket of a time slot can be checked into, as epoch milliseconds. A product sold by date (a day
 * ticket, date-selection mode `date`) is valid the whole calendar day of its slot in Tokyo; the others
 * from 30 minutes before their slot starts to its end. Sales of a slot end when its window closes.
 */
export function checkInWindow(
  span: { date: string; start_time: string; end_time: string },
  saleType: ProductTable['sale_type'],
) {
  if (saleType === 'date') {
    const opens = Date.parse(venueDateTime(span.date, '00:00'));
    return { opens, closes: opens + dayMs };
  }
  return {
    opens: Date.parse(venueDateTime(span.date, span.start_time)) - checkInOpensMinutesBefore * 60_000,
    closes: Date.parse(venueDateTime(span.date, span.end_time)),
  };
}
