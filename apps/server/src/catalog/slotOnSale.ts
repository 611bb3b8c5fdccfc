import type { Kysely } from 'kysely';
import { nowMs, venueToday } from '../clock.ts';
import type { Database, ProductTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { checkInWindow } from '../tickets/ticketView.ts';

/**
 * Refuses a slot that is not on sale ('ticket not on sale'): its day is closed or has no stock, is past,
 * or the slot's sales have ended (`checkInWindow`).
 */
export async function requireOnSale(
  db: Kysely<Database>,
  span: { product_id: number; date: string; start_time: string; end_time: string },
  saleType: ProductTable['sale_type'],
): Promise<void> {
  const day = await db
    .selectFrom('stock_days')
    .select('closed')
    .where('product_id', '=', span.product_id)
    .where('date', '=', span.date)
    .executeTakeFirst();
  const salesEnd = checkInWindow(span, saleType).closes;
  if (!day || day.closed === 1 || span.date < venueToday().toString() || salesEnd < nowMs()) {
    throw new DomainError('ticketNotOnSale');
  }
}
